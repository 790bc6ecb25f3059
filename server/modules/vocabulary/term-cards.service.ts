/**
 * Term cards outside the trainer: the index the client's term matcher needs, one term's
 * card, and "Add to my deck", which puts the term first in the caller's FSRS review queue
 * (docs/decisions/031-term-cards-and-add-to-deck.md).
 */
import type { AddTermToDeckInput, AddTermToDeckResult, TermCard, TermIndex } from '../../../shared/contracts/vocabulary';
import { termForms } from '../../../shared/terms/term-forms';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { AppError, notFound } from '../../lib/app-error';
import { createTermMatcher } from '../../../shared/terms/term-matcher';
import { recordTaughtItem } from '../gamification/points.service';
import { findShownMessage } from '../messages/messages.service';
import { newCardSchedule } from './review-schedule';
import { clockOf, type VocabularyDeps } from './vocabulary.service';
import * as repository from './vocabulary.repository';

const termNotFound = () => notFound('Vocabulary term not found');
/** A guest may read a card but has no deck. */
const signInToAdd = () => new AppError(ERROR_CODES.unauthenticated, 'Sign in to add terms to your deck.');

/**
 * Translated names a chat message may use but that are everyday words in another language (Turkish "ve" is
 * "and", English "short", "spot", "burn"): recognised only under their English name, never as a translation.
 */
const AMBIGUOUS_TRANSLATED_FORMS = new Set(['ve', 'mum', 'short', 'spot', 'burn', 'audit', 'stages', 'sat', 'nó', 'red', 'onay', 'telif', 'kayma', 'ponte', 'taxa']);

type TranslatedName = { id: number; locale: string; term: string };

/** Each term's translated names as matcher forms: Turkish ones apart (they take suffixes), everyday words left out. */
function localForms(translatedNames: readonly TranslatedName[]): Map<number, { forms: Set<string>; suffixed: Set<string> }> {
  const local = new Map<number, { forms: Set<string>; suffixed: Set<string> }>();
  for (const name of translatedNames) {
    const entry = local.get(name.id) ?? { forms: new Set<string>(), suffixed: new Set<string>() };
    for (const form of termForms(name.term, undefined)) {
      if (AMBIGUOUS_TRANSLATED_FORMS.has(form.toLowerCase()) || form.length < 2) continue;
      (name.locale === 'tr' ? entry.suffixed : entry.forms).add(form);
    }
    local.set(name.id, entry);
  }
  return local;
}

/**
 * The index the term matcher compiles: each term's English forms, plus its names in every translated
 * language (docs/decisions/056-translations.md), so a term in a chat message is recognised in the language it
 * was written in; the card then opens in the reader's language. Turkish names may take Turkish suffixes.
 */
export async function getTermIndex(deps: VocabularyDeps, translatedNames: readonly TranslatedName[] = []): Promise<TermIndex> {
  const rows = await repository.listTermNames(deps.db);
  const local = localForms(translatedNames);
  return {
    terms: rows.map((row) => {
      const forms = termForms(row.term);
      const extra = local.get(row.id);
      if (!extra) return { id: row.id, term: row.term, forms };
      const english = new Set(forms.map((form) => form.toLowerCase()));
      const more = [...extra.forms].filter((form) => !english.has(form.toLowerCase()));
      const suffixed = [...extra.suffixed].filter((form) => !english.has(form.toLowerCase()));
      return { id: row.id, term: row.term, forms: [...forms, ...more], ...(suffixed.length > 0 ? { suffixedForms: suffixed } : {}) };
    }),
  };
}

/** Anyone may read a card; `inDeck` says whether a signed-in caller has it (null for a guest). */
export async function getTermCard(deps: VocabularyDeps, userId: number | undefined, termId: number): Promise<TermCard> {
  const term = await repository.findTerm(deps.db, termId);
  if (!term) throw termNotFound();
  const inDeck = userId === undefined ? null : await repository.hasCard(deps.db, userId, termId);
  return { ...term, inDeck };
}

/**
 * Who taught the caller this term with the given message: its sender when that is the partner and the
 * message names the term; undefined for the caller's own message or one that does not name it (the term
 * is still added). A message the caller cannot see is a 404.
 */
async function teacherOf(
  deps: VocabularyDeps,
  userId: number,
  term: { id: number; term: string },
  from: NonNullable<AddTermToDeckInput['fromMessage']>,
  translatedNames: readonly TranslatedName[],
): Promise<number | undefined> {
  const message = await findShownMessage(deps.db, userId, from.matchId, from.messageId);
  if (message.senderId === userId) return undefined;
  // The message may name the term in the sender's language (docs/decisions/056-translations.md).
  const local = localForms(translatedNames.filter((name) => name.id === term.id)).get(term.id);
  const matcher = createTermMatcher([{ id: term.id, forms: [...termForms(term.term), ...(local?.forms ?? [])], suffixedForms: [...(local?.suffixed ?? [])] }]);
  return matcher.find(message.content).length > 0 ? message.senderId : undefined;
}

/**
 * Makes the term due now and first in the caller's review queue: a new card (due now) for a term never
 * seen, and for a card already there, a due time just before the queue's current head (never later than
 * now). The FSRS memory state (stability, difficulty, last review) is untouched: an early review is
 * scheduled from the real time since the last one. A term already first is left alone, so repeating the
 * request changes nothing.
 */
export async function addTermToDeck(
  deps: VocabularyDeps,
  userId: number | undefined,
  termId: number,
  fromMessage?: AddTermToDeckInput['fromMessage'],
  translatedNames: readonly TranslatedName[] = [],
): Promise<AddTermToDeckResult> {
  if (userId === undefined) throw signInToAdd();
  const term = await repository.findTerm(deps.db, termId);
  if (!term) throw termNotFound();
  const teacherId = fromMessage ? await teacherOf(deps, userId, term, fromMessage, translatedNames) : undefined;
  const now = clockOf(deps);
  return deps.db.transaction(async (tx) => {
    const wasInDeck = await repository.hasCard(tx, userId, termId);
    // A term new to the learner, added from the partner's message that names it, was taught by the partner.
    if (teacherId !== undefined && fromMessage && !wasInDeck) {
      await recordTaughtItem(tx, { teacherId, learnerId: userId, kind: 'term', itemId: termId, sourceMessageId: fromMessage.messageId, taughtAt: now });
    }
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
