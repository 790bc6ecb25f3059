import { AnimatePresence } from 'motion/react';
import type { Coin } from '@shared/contracts/coins';
import type { SwipeDirection } from '../lib/swipe-decision';
import { SwipeCard } from './swipe-card';

/** How many cards are rendered: the top one and two peeking behind it. */
const VISIBLE_CARDS = 3;

export function SwipeStack({
  cards,
  exitDirections,
  isReducedMotion,
  onSwipe,
}: {
  cards: readonly Coin[];
  /** Where each swiped card flies off to, set before it is removed. */
  exitDirections: ReadonlyMap<number, SwipeDirection>;
  isReducedMotion: boolean;
  onSwipe: (coin: Coin, direction: SwipeDirection) => void;
}) {
  return (
    <div className="relative h-full w-full" data-testid="swipe-stack">
      <AnimatePresence>
        {cards.slice(0, VISIBLE_CARDS).map((coin, depth) => (
          <SwipeCard
            key={coin.id}
            coin={coin}
            depth={depth}
            isReducedMotion={isReducedMotion}
            exitDirection={() => exitDirections.get(coin.id)}
            onSwipe={(direction) => onSwipe(coin, direction)}
          />
        ))}
      </AnimatePresence>
    </div>
  );
}
