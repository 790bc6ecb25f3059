import { useEffect, useRef } from 'react';

export interface TermShortcutHandlers {
  onPrevious: () => void;
  onNext: () => void;
  onStillLearning: () => void;
  onMastered: () => void;
  /** Shows the definition (active recall: the term comes first). */
  onReveal: () => void;
}

/** The key each trainer action answers to (shown as hints next to the buttons). */
export const TERM_SHORTCUTS = { previous: 'ArrowLeft', next: 'ArrowRight', stillLearning: 'L', mastered: 'M', reveal: 'S' } as const;

/** Where a key press belongs to something else: typing, a tab list's own arrows, an open modal. */
function isForSomethingElse(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return true;
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"], [role="tablist"]') !== null;
}

/** Left and right arrows move between cards; L and M answer (spec: keyboard usable). */
export function useTermShortcuts(handlers: TermShortcutHandlers, isEnabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isForSomethingElse(event.target)) return;
      const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
      const action = {
        [TERM_SHORTCUTS.previous]: latest.current.onPrevious,
        [TERM_SHORTCUTS.next]: latest.current.onNext,
        [TERM_SHORTCUTS.stillLearning]: latest.current.onStillLearning,
        [TERM_SHORTCUTS.mastered]: latest.current.onMastered,
        [TERM_SHORTCUTS.reveal]: latest.current.onReveal,
      }[key];
      if (!action) return;
      event.preventDefault();
      // Holding an answer key down must not answer the following cards too.
      if (event.repeat && (key === TERM_SHORTCUTS.stillLearning || key === TERM_SHORTCUTS.mastered)) return;
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
