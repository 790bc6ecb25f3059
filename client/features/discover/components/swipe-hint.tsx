import { ArrowLeft, ArrowRight } from 'lucide-react';
import { AnimatePresence, m } from 'motion/react';

/** docs/product.md section 2: how to swipe, over the top of the stack for its first seconds. */
export function SwipeHint({ isVisible }: { isVisible: boolean }) {
  return (
    <div role="status" className="pointer-events-none absolute inset-x-3 top-3 z-20 flex justify-center">
      <AnimatePresence>
        {isVisible ? (
          <m.p
            initial={{ opacity: 0, y: -8 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -8 }}
            className="flex items-center gap-1.5 whitespace-nowrap rounded-full bg-foreground/85 px-3.5 py-1.5 text-xs font-semibold text-white shadow-lg backdrop-blur"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Swipe right to like, left to pass
            <ArrowRight className="size-4" aria-hidden="true" />
          </m.p>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
