import type { DeckCard } from '@shared/contracts/deck';
import { CARD_FRAME, CardArtwork, DEPTH_OFFSET_PX, DEPTH_SCALE_STEP } from './card-artwork';
import { SwipeCardContent } from './swipe-card-content';
import { VISIBLE_CARDS } from './visible-cards';

/**
 * The deck as it looks at rest, without the animation library: painted as soon as the first page is
 * here, and replaced in place by the draggable stack once its code has loaded (no visual change).
 */
export function StaticCardStack({ cards }: { cards: readonly DeckCard[] }) {
  return (
    <div className="relative h-full w-full">
      {cards.slice(0, VISIBLE_CARDS).map((coin, depth) => (
        <article
          key={coin.id}
          aria-label={coin.name}
          aria-hidden={depth === 0 ? undefined : true}
          inert={depth !== 0}
          className={depth === 0 ? CARD_FRAME : `${CARD_FRAME} pointer-events-none`}
          style={{ zIndex: 10 - depth, transformOrigin: '50% 90%', transform: `translateY(${depth * DEPTH_OFFSET_PX}px) scale(${1 - depth * DEPTH_SCALE_STEP})` }}
        >
          <CardArtwork coin={coin} />
          <div className="min-h-0 flex-1">
            <SwipeCardContent coin={coin} />
          </div>
        </article>
      ))}
    </div>
  );
}
