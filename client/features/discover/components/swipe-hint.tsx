import { ArrowLeft, ArrowRight } from 'lucide-react';
import { AnimatePresence, m } from 'motion/react';
import { useEffect, useEffectEvent } from 'react';
import { HINT_DURATION_MS } from '../lib/card-limits';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2: how to swipe, over the top of the stack for its first 5 seconds, counted from
 *  the frame it paints in (not from when the cards arrived: its code may still be loading then). */
export function SwipeHint({ isVisible, onExpired }: { isVisible: boolean; onExpired: () => void }) {
  return (
    <div role="status" data-testid="swipe-hint" data-visible={isVisible} className="pointer-events-none absolute inset-x-3 top-3 z-20 flex justify-center">
      <AnimatePresence>{isVisible ? <HintBubble onExpired={onExpired} /> : null}</AnimatePresence>
    </div>
  );
}

function HintBubble({ onExpired }: { onExpired: () => void }) {
  const { i18n } = useI18n();
  const expire = useEffectEvent(onExpired);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next animation frame runs once this frame (the first with the hint) is painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(expire, HINT_DURATION_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <m.p
      dir="ltr"
      initial={{ opacity: 0, y: -8 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, y: -8 }}
      className="flex min-w-0 max-w-full items-center gap-1.5 text-balance text-center rounded-2xl bg-foreground/85 px-3.5 py-1.5 text-xs font-semibold text-background shadow-lg backdrop-blur"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {/* The gesture is the same in every language, right to left too: right still likes. */}
      {i18n._({ id: 'discover.swipeHint', message: 'Swipe right to like, left to pass' })}
      <ArrowRight className="size-4" aria-hidden="true" />
    </m.p>
  );
}
