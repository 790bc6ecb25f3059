import type { ReactNode } from 'react';
import type { DeckCard } from '@shared/contracts/deck';

/** The coloured top of a card with the coin's logo; `children` are overlays (the LIKE/NOPE stamps). */
export function CardArtwork({ coin, children }: { coin: DeckCard; children?: ReactNode }) {
  return (
    <div className="relative flex h-28 shrink-0 items-center justify-center sm:h-40" style={{ backgroundColor: coin.backgroundColor }}>
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(circle_at_50%_30%,rgb(255_255_255/0.35),transparent_60%)]" />
      <span className="relative flex size-20 items-center justify-center rounded-full bg-white/95 shadow-lg ring-4 ring-white/40 sm:size-24">
        <img src={coin.imageUrl} alt="" width={64} height={64} className="size-14 sm:size-16" draggable={false} />
      </span>
      {children}
    </div>
  );
}

/** Where the cards under the top one sit, and the frame every card shares (static and draggable). */
export const DEPTH_SCALE_STEP = 0.05;
export const DEPTH_OFFSET_PX = 14;
export const CARD_FRAME = 'absolute inset-0 flex select-none flex-col overflow-hidden rounded-[1.75rem] border border-border bg-card shadow-[0_10px_40px_rgb(31_41_55/0.14)]';
