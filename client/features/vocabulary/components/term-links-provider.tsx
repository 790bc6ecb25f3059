import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createTermMatcher, segmentText } from '@shared/terms/term-matcher';
import { deferredModule, useDeferredModule } from '@/hooks/use-deferred-module';
import { TermLinksContext, type LinkTerms, type TermOrigin } from '@/lib/term-links';
import { useTermIndex } from '../api/get-term-index';

/** Opened on a tap: not among the page's first scripts (client/hooks/use-deferred-module.ts). */
const termCardDialog = deferredModule(() => import('./term-card-dialog'));

/**
 * A recognised term inside running text: a real button (keyboard focusable, Enter/Space open the card),
 * dotted underline, same font and colour as the text around it, wrapping like a word.
 */
function TermButton({ text, termId, onOpen }: { text: string; termId: number; onOpen: (opener: HTMLElement) => void }) {
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      aria-haspopup="dialog"
      data-term-id={termId}
      className="inline cursor-pointer rounded-sm bg-transparent p-0 text-start align-baseline font-[inherit] text-inherit underline decoration-current/60 decoration-dotted decoration-2 underline-offset-[3px] [overflow-wrap:inherit] [white-space:inherit] hover:decoration-solid focus-visible:outline-2 focus-visible:outline-offset-1"
    >
      {text}
    </button>
  );
}

/**
 * Provides `useTermLinks()` (client/lib/term-links.ts) to the text below it: compiles the term matcher once
 * per term list and owns the one term card dialog those buttons open (docs/decisions/031).
 */
export function TermLinksProvider({ children }: { children: ReactNode }) {
  const index = useTermIndex();
  const [openTermId, setOpenTermId] = useState<number | null>(null);
  const [openOrigin, setOpenOrigin] = useState<TermOrigin | undefined>(undefined);
  const termCard = useDeferredModule(termCardDialog, openTermId !== null);
  // The term button that opened the card: focus returns to it when the card closes.
  const openerRef = useRef<HTMLElement | null>(null);
  const matcher = useMemo(() => (index.data ? createTermMatcher(index.data.terms) : null), [index.data]);

  const linkTerms = useCallback<LinkTerms>(
    (text, shouldLink, origin) => {
      if (!matcher) return text;
      const segments = segmentText(matcher, text, shouldLink);
      if (segments.length === 1 && segments[0]!.kind === 'text') return text;
      return segments.map((segment, position) =>
        segment.kind === 'term' ? (
          <TermButton
            key={position}
            text={segment.text}
            termId={segment.termId}
            onOpen={(opener) => {
              openerRef.current = opener;
              setOpenOrigin(origin);
              setOpenTermId(segment.termId);
            }}
          />
        ) : (
          segment.text
        ),
      );
    },
    [matcher],
  );

  return (
    <TermLinksContext.Provider value={matcher ? linkTerms : null}>
      {children}
      {termCard ? <termCard.TermCardDialog termId={openTermId} origin={openOrigin} returnFocusRef={openerRef} onClose={() => setOpenTermId(null)} /> : null}
    </TermLinksContext.Provider>
  );
}
