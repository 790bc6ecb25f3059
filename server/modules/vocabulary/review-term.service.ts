/**
 * Records one answer of the trainer as an FSRS review, in one transaction with everything it changes:
 * the card and its flags, the streak day, the user's time zone and the points (first mastery of a term,
 * and the trophy once every term is mastered). A retried submission (same clientId) records nothing new.
 */
import { POINTS } from '../../../shared/constants/gamification';
import type { SaveTermProgressInput, TermProgress } from '../../../shared/contracts/vocabulary';
import type { Transaction } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { awardPoints, settleTaughtItems, type StuckCredit } from '../gamification/points.service';
import * as users from '../auth/users.service';
import { ACTIVITY_KIND, recordActivityDay } from '../gamification/activity-days.service';
import { calendarDay } from '../../lib/calendar';
import { isRecalled, newCardSchedule, ratingFor, scheduleReview } from './review-schedule';
import { findReviewSettings } from './review-settings.service';
import { clockOf, type VocabularyDeps } from './vocabulary.service';
import * as repository from './vocabulary.repository';

export const VOCABULARY_TROPHY_KEY = 'vocabulary-trophy';
export const termMasteredKey = (termId: number) => `term-mastered:${termId}`;

async function awardMasteryPoints(tx: Transaction, userId: number, termId: number): Promise<number> {
  let points = 0;
  if (await awardPoints(tx, { userId, source: 'vocabularyMastered', points: POINTS.termMastered, idempotencyKey: termMasteredKey(termId) })) {
    points += POINTS.termMastered;
  }
  const [{ mastered }, total] = await Promise.all([repository.countCards(tx, userId), repository.countTerms(tx)]);
  if (total > 0 && mastered >= total) {
    // docs/product.md section 9: the vocabulary trophy's +250, once.
    if (await awardPoints(tx, { userId, source: 'vocabularyMastered', points: POINTS.vocabularyTrophy, idempotencyKey: VOCABULARY_TROPHY_KEY })) {
      points += POINTS.vocabularyTrophy;
    }
  }
  return points;
}

export async function recordTermReview(deps: VocabularyDeps, userId: number, input: SaveTermProgressInput): Promise<TermProgress> {
  if (!(await repository.termExists(deps.db, input.termId))) throw notFound('Vocabulary term not found');
  const now = clockOf(deps);

  const { progress, isRecorded, stuck } = await deps.db.transaction(async (tx): Promise<{ progress: TermProgress; isRecorded: boolean; stuck: StuckCredit[] }> => {
    await users.saveUserTimeZone(tx, userId, input.timeZone);
    const timeZone = input.timeZone ?? (await users.findUserTimeZone(tx, userId));

    const card = await repository.lockCard(tx, userId, input.termId, newCardSchedule(now));
    const rating = ratingFor(input, card.mastered);
    const isRecorded = await repository.insertReview(tx, { userId, termId: input.termId, rating, clientId: input.clientId, reviewedAt: now });
    if (!isRecorded) {
      const reviewedTermId = input.clientId ? await repository.findReviewTermByClientId(tx, userId, input.clientId) : undefined;
      if (reviewedTermId !== input.termId) throw conflict('This clientId was already used for another term.');
      return { progress: { termId: input.termId, learned: card.learned, mastered: card.mastered, due: card.due.toISOString(), pointsAwarded: 0 }, isRecorded: false, stuck: [] };
    }

    const schedule = scheduleReview(card, rating, now, await findReviewSettings(tx, userId), timeZone);
    await repository.saveCard(tx, userId, input.termId, { ...schedule, learned: true, mastered: input.mastered });
    await recordActivityDay(tx, userId, ACTIVITY_KIND.vocabulary, calendarDay(now, timeZone));
    const pointsAwarded = input.mastered ? await awardMasteryPoints(tx, userId, input.termId) : 0;
    // A partner who taught this term earns credit if it is remembered a week or more later (decision 061).
    const stuck = await settleTaughtItems(tx, userId, 'term', [{ itemId: input.termId, isRecalled: isRecalled(rating) }], now);
    return { progress: { termId: input.termId, learned: true, mastered: input.mastered, due: schedule.due.toISOString(), pointsAwarded }, isRecorded: true, stuck };
  });
  if (isRecorded) await deps.domainEvents.publish('term.reviewed', { userId, termId: input.termId, isMastered: input.mastered });
  for (const credit of stuck) await deps.domainEvents.publish('teaching.stuck', credit);
  return progress;
}
