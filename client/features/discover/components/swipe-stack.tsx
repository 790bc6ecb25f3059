import { AnimatePresence, LazyMotion } from 'motion/react';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import type { DeckCard } from '@shared/contracts/deck';
import motionFeatures from '../lib/motion-features';
import type { SwipeDirection } from '../lib/swipe-decision';
import { SwipeCard } from './swipe-card';
import { VISIBLE_CARDS } from './visible-cards';

/**
 * The draggable deck. Loaded after the first paint (the static stack shows the same cards until then),
 * so the animation library stays off the first route's critical JavaScript; its drag features come in the
 * same chunk, so a card is draggable as soon as it is rendered here. The cards already on screen
 * when it mounts do not animate in again (AnimatePresence initial={false}).
 */
export function SwipeStack({
  cards,
  exitDirections,
  onSwipe,
}: {
  cards: readonly DeckCard[];
  /** Where each swiped card flies off to, set before it is removed. */
  exitDirections: ReadonlyMap<number, SwipeDirection>;
  onSwipe: (coin: DeckCard, direction: SwipeDirection) => void;
}) {
  const isReducedMotion = usePrefersReducedMotion();
  return (
    <LazyMotion features={motionFeatures} strict>
      <div className="relative h-full w-full" data-testid="swipe-stack">
        <AnimatePresence initial={false}>
          {cards.slice(0, VISIBLE_CARDS).map((coin, depth) => (
            <SwipeCard key={coin.id} coin={coin} depth={depth} isReducedMotion={isReducedMotion} exitDirection={() => exitDirections.get(coin.id)} onSwipe={(direction) => onSwipe(coin, direction)} />
          ))}
        </AnimatePresence>
      </div>
    </LazyMotion>
  );
}
