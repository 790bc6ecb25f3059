/**
 * Term cards outside the trainer (issues 16 and 19): the index the client's term matcher needs, one term's
 * card, and "Add to my deck", which puts the term first in the caller's FSRS review queue
 * (docs/decisions/031-term-cards-and-add-to-deck.md).
 */
import type { AddTermToDeckResult, TermCard, TermIndex } from '../../../shared/contracts/vocabulary';
import { termForms } from '../../../shared/terms/term-forms';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError, notFound } from '../../lib/app-error';
import { newCardSchedule } from './review-schedule';
import { clockOf, type VocabularyDeps } from './vocabulary.service';
import * as repository from './vocabulary.repository';

const termNotFound = () => notFound('Vocabulary term not found');
/** A guest may read a card but has no deck. */
const signInToAdd = () => new AppError(ERROR_CODES.unauthenticated, 'Sign in to add terms to your deck.');

export async function getTermIndex(deps: VocabularyDeps): Promise<TermIndex> {
  const rows = await repository.listTermNames(deps.db);
  return { terms: rows.map((row) => ({ id: row.id, term: row.term, forms: termForms(row.term) })) };
}

/** Anyone may read a card; `inDeck` says whether a signed-in caller has it (null for a guest). */
export async function getTermCard(deps: VocabularyDeps, userId: number | undefined, termId: number): Promise<TermCard> {
  const term = await repository.findTerm(deps.db, termId);
  if (!term) throw termNotFound();
  const inDeck = userId === undefined ? null : await repository.hasCard(deps.db, userId, termId);
  return { ...term, inDeck };
}

/**
 * Makes the term due now and first in the caller's review queue: a new card (due now) for a term never
 * seen, and for a card already there, a due time just before the queue's current head (never later than
 * now). The FSRS memory state (stability, difficulty, last review) is untouched: an early review is
 * scheduled from the real time since the last one. A term already first is left alone, so repeating the
 * request changes nothing.
 */
export async function addTermToDeck(deps: VocabularyDeps, userId: number | undefined, termId: number): Promise<AddTermToDeckResult> {
  if (userId === undefined) throw signInToAdd();
  if (!(await repository.termExists(deps.db, termId))) throw termNotFound();
  const now = clockOf(deps);
  return deps.db.transaction(async (tx) => {
    const wasInDeck = await repository.hasCard(tx, userId, termId);
    // Locks the card: a concurrent add or review of the same term waits for this one.
    const card = await repository.lockCard(tx, userId, termId, newCardSchedule(now));
    const head = await repository.findQueueHead(tx, userId, termId);
    const isAheadOfHead = !head || card.due < head.due || (card.due.getTime() === head.due.getTime() && termId < head.termId);
    if (card.due <= now && isAheadOfHead) return { termId, due: card.due.toISOString(), wasInDeck, hasChanged: !wasInDeck };

    const due = new Date(Math.min(now.getTime(), head ? head.due.getTime() - 1 : now.getTime()));
    await repository.setCardDue(tx, userId, termId, due);
    return { termId, due: due.toISOString(), wasInDeck, hasChanged: true };
  });
}
