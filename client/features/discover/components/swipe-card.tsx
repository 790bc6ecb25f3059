import { animate, m, useIsPresent, useMotionValue, useTransform, type PanInfo, type Variants } from 'motion/react';
import { useRef, type MouseEvent as ReactMouseEvent } from 'react';
import type { DeckCard } from '@shared/contracts/deck';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { decideSwipe, indicatorStrength, SWIPE_DRAG_BOUNDS, SWIPE_FLY_OFF_MS, type SwipeDirection } from '../lib/swipe-decision';
import { CARD_FRAME, CardArtwork, DEPTH_OFFSET_PX, DEPTH_SCALE_STEP } from './card-artwork';
import { SwipeCardContent } from './swipe-card-content';

const SPRING = { type: 'spring', stiffness: 420, damping: 32 } as const;
/** Moves of less than this are still a tap, not a drag, for the links and buttons on the card. */
const TAP_SLOP_PX = 6;

export interface SwipeCardProps {
  coin: DeckCard;
  /** 0 is the top card, the only one that can be dragged. */
  depth: number;
  isReducedMotion: boolean;
  /** Read when the card leaves: the direction it was swiped to (each card keeps its own). */
  exitDirection: () => SwipeDirection | undefined;
  onSwipe: (direction: SwipeDirection) => void;
}

/** The exit animation: off-screen towards the swipe direction in 300 ms (docs/product.md section 4), or a fade. */
function cardVariants(isReducedMotion: boolean, exitDirection: () => SwipeDirection | undefined): Variants {
  return {
    exit: () => {
      const direction = exitDirection();
      if (isReducedMotion || !direction) return { opacity: 0, transition: { duration: SWIPE_FLY_OFF_MS / 1000 } };
      const sign = direction === 'right' ? 1 : -1;
      const distance = (typeof window === 'undefined' ? 800 : window.innerWidth) / 2 + 400;
      return { x: sign * distance, rotate: sign * 24, opacity: 0.6, transition: { duration: SWIPE_FLY_OFF_MS / 1000, ease: 'easeIn' } };
    },
  };
}

export function SwipeCard({ coin, depth, isReducedMotion, exitDirection, onSwipe }: SwipeCardProps) {
  const { i18n } = useI18n();
  const isTop = depth === 0;
  const isPresent = useIsPresent();
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const rotate = useTransform(x, [-SWIPE_DRAG_BOUNDS.x, SWIPE_DRAG_BOUNDS.x], isReducedMotion ? [0, 0] : [-14, 14]);
  const likeOpacity = useTransform(x, (value) => indicatorStrength(value).like);
  const dislikeOpacity = useTransform(x, (value) => indicatorStrength(value).dislike);
  const dragDistance = useRef(0);

  const onDragEnd = (_event: unknown, info: PanInfo) => {
    // motion reports px/s; the spec's 0.5 threshold is px/ms.
    const direction = decideSwipe({ offsetX: info.offset.x, velocityX: info.velocity.x / 1000 });
    if (direction) {
      onSwipe(direction);
      return;
    }
    if (isReducedMotion) {
      x.set(0);
      y.set(0);
      return;
    }
    void animate(x, 0, SPRING);
    void animate(y, 0, SPRING);
  };

  // A drag that ends over a link or button must not also press it.
  const onClickCapture = (event: ReactMouseEvent) => {
    if (dragDistance.current > TAP_SLOP_PX) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const isInteractive = isTop && isPresent;
  return (
    <m.article
      aria-label={coin.name}
      aria-hidden={isInteractive ? undefined : true}
      inert={!isInteractive}
      data-testid={isInteractive ? 'top-card' : undefined}
      className={cn(CARD_FRAME, isInteractive ? 'cursor-grab active:cursor-grabbing' : 'pointer-events-none')}
      style={{ x, y, rotate, zIndex: 10 - depth, transformOrigin: '50% 90%' }}
      drag={isInteractive}
      dragConstraints={{ left: -SWIPE_DRAG_BOUNDS.x, right: SWIPE_DRAG_BOUNDS.x, top: -SWIPE_DRAG_BOUNDS.y, bottom: SWIPE_DRAG_BOUNDS.y }}
      dragElastic={0}
      dragMomentum={false}
      onPointerDown={() => {
        dragDistance.current = 0;
      }}
      onDrag={(_event, info) => {
        dragDistance.current = Math.max(dragDistance.current, Math.hypot(info.offset.x, info.offset.y));
      }}
      onDragEnd={onDragEnd}
      onClickCapture={onClickCapture}
      variants={cardVariants(isReducedMotion, exitDirection)}
      initial={isReducedMotion ? false : { scale: 1 - (depth + 1) * DEPTH_SCALE_STEP, translateY: (depth + 1) * DEPTH_OFFSET_PX, opacity: 0 }}
      animate={{ scale: 1 - depth * DEPTH_SCALE_STEP, translateY: depth * DEPTH_OFFSET_PX, opacity: 1 }}
      exit="exit"
      transition={isReducedMotion ? { duration: 0 } : SPRING}
    >
      <CardArtwork coin={coin}>
        <m.span
          aria-hidden="true"
          data-testid="like-indicator"
          style={{ opacity: likeOpacity }}
          className="absolute left-4 top-12 -rotate-12 rounded-lg border-4 border-success bg-card px-2 py-0.5 text-2xl font-black tracking-wider text-success"
        >
          {i18n._({ id: 'discover.card.likeStamp', message: 'LIKE' })}
        </m.span>
        <m.span
          aria-hidden="true"
          data-testid="dislike-indicator"
          style={{ opacity: dislikeOpacity }}
          className="absolute right-4 top-12 rotate-12 rounded-lg border-4 border-destructive bg-card px-2 py-0.5 text-2xl font-black tracking-wider text-destructive"
        >
          {i18n._({ id: 'discover.card.nopeStamp', message: 'NOPE' })}
        </m.span>
      </CardArtwork>
      <div className="min-h-0 flex-1">
        <SwipeCardContent coin={coin} />
      </div>
    </m.article>
  );
}
