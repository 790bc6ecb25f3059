/**
 * The swipe rules of docs/product.md section 4 ("Swipe card") and section 9, as pure functions the card calls while
 * dragging and on release: the indicator appears past 50 px and is fully shown at 100 px; a release
 * commits past 100 px, or with a velocity above 0.5 px/ms once a direction is set; otherwise the card
 * springs back.
 */
export type SwipeDirection = 'left' | 'right';

export const SWIPE_INDICATOR_START_PX = 50;
export const SWIPE_INDICATOR_FULL_PX = 100;
export const SWIPE_COMMIT_DISTANCE_PX = 100;
/** In px per ms (motion reports px per second: divide by 1000). */
export const SWIPE_COMMIT_VELOCITY = 0.5;
export const SWIPE_FLY_OFF_MS = 300;
export const SWIPE_DRAG_BOUNDS = { x: 300, y: 100 } as const;

/** The direction a drag points to once past the indicator threshold, else none. */
export function swipeDirectionFor(offsetX: number): SwipeDirection | null {
  if (offsetX > SWIPE_INDICATOR_START_PX) return 'right';
  if (offsetX < -SWIPE_INDICATOR_START_PX) return 'left';
  return null;
}

/** How much of the like (right) or dislike (left) indicator shows, 0..1. */
export function indicatorStrength(offsetX: number): { like: number; dislike: number } {
  const span = SWIPE_INDICATOR_FULL_PX - SWIPE_INDICATOR_START_PX;
  const strength = Math.min(1, Math.max(0, (Math.abs(offsetX) - SWIPE_INDICATOR_START_PX) / span));
  return { like: offsetX > 0 ? strength : 0, dislike: offsetX < 0 ? strength : 0 };
}

export interface SwipeRelease {
  /** Horizontal distance dragged, px. */
  offsetX: number;
  /** Horizontal velocity at release, px/ms. */
  velocityX: number;
}

/** On release: the direction the card flies off to, or null to spring back. A fast flick commits only
 *  in the direction already set, never a flick back towards the centre. */
export function decideSwipe({ offsetX, velocityX }: SwipeRelease): SwipeDirection | null {
  if (offsetX > SWIPE_COMMIT_DISTANCE_PX) return 'right';
  if (offsetX < -SWIPE_COMMIT_DISTANCE_PX) return 'left';
  const direction = swipeDirectionFor(offsetX);
  if (!direction || Math.abs(velocityX) <= SWIPE_COMMIT_VELOCITY) return null;
  const isSameWay = direction === 'right' ? velocityX > 0 : velocityX < 0;
  return isSameWay ? direction : null;
}
