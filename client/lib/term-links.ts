/**
 * Turns plain text into text with its vocabulary terms as buttons that open the term's card
 * (docs/decisions/031-term-cards-and-add-to-deck.md). The vocabulary feature provides it
 * (`TermLinksProvider`, composed in client/app/routes/); lessons and chat read it here, so no feature
 * imports another. Without a provider, or before the term list has loaded, text stays plain.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** The partner's chat message a term was opened from: adding the term from there credits the partner as its
 *  teacher (docs/decisions/061-teaching-that-sticks.md). */
export interface TermOrigin {
  matchId: number;
  messageId: number;
}

/** `shouldLink` may decline an occurrence (a lesson links a term only the first time in a section). */
export type LinkTerms = (text: string, shouldLink?: (termId: number) => boolean, origin?: TermOrigin) => ReactNode;

export const TermLinksContext = createContext<LinkTerms | null>(null);

export function useTermLinks(): LinkTerms | null {
  return useContext(TermLinksContext);
}
