/**
 * What the trainer shows: the next terms (due reviews in FSRS order, then new terms within a daily
 * allowance), the caller's stats and streak. Every read is scoped to the caller.
 */
import type { NextTerm, VocabularyStats, VocabularyStreak } from '../../../shared/contracts/vocabulary';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { sumPointsBySource } from '../gamification/points.service';
import * as users from '../auth/users.service';
import { calendarDay } from '../../lib/calendar';
import { personalStreak } from '../streaks/streaks.service';
import * as repository from './vocabulary.repository';

/** New terms a learner meets per calendar day (in their time zone); due reviews are never capped by it. */
export const NEW_TERMS_PER_DAY = 20;
/** The most terms one "next" answer carries. */
export const NEXT_TERMS_LIMIT = 50;
/** A local calendar day spans at most 26 hours of UTC; looking back 48 h finds all of today's first reviews. */
const TODAY_LOOKBACK_MS = 48 * 3_600_000;

export interface VocabularyDeps {
  db: Database;
  /** The clock (tests move it); defaults to the real time. */
  now?: () => Date;
  /** Publishes `term.reviewed` after a review commits (gamification reacts). */
  domainEvents: DomainEventBus;
}

export const clockOf = (deps: VocabularyDeps): Date => deps.now?.() ?? new Date();

async function countNewTermsToday(deps: VocabularyDeps, userId: number, now: Date, timeZone: string | undefined): Promise<number> {
  const today = calendarDay(now, timeZone);
  const firstReviews = await repository.listFirstReviewsSince(deps.db, userId, new Date(now.getTime() - TODAY_LOOKBACK_MS));
  return firstReviews.filter((reviewedAt) => calendarDay(reviewedAt, timeZone) === today).length;
}

export async function listNextTerms(deps: VocabularyDeps, userId: number): Promise<NextTerm[]> {
  const now = clockOf(deps);
  const timeZone = await users.findUserTimeZone(deps.db, userId);
  const due = await repository.listDueTerms(deps.db, userId, now, NEXT_TERMS_LIMIT);
  const allowance = Math.max(0, NEW_TERMS_PER_DAY - (await countNewTermsToday(deps, userId, now, timeZone)));
  const fresh = await repository.listNewTerms(deps.db, userId, Math.min(allowance, NEXT_TERMS_LIMIT - due.length));
  return [
    // A term added to the deck (docs/decisions/031) is due but not yet reviewed: still new to the learner.
    ...due.map((term) => ({ ...term, isNew: !term.learned })),
    ...fresh.map((term) => ({ ...term, isNew: true, learned: false, mastered: false })),
  ];
}

export async function getStats(deps: VocabularyDeps, userId: number): Promise<VocabularyStats> {
  const [counts, total] = await Promise.all([repository.countCards(deps.db, userId), repository.countTerms(deps.db)]);
  return { ...counts, total };
}

export async function getStreak(deps: VocabularyDeps, userId: number): Promise<VocabularyStreak> {
  const now = clockOf(deps);
  const [streak, counts, totalPoints] = await Promise.all([personalStreak(deps.db, userId, now), repository.countCards(deps.db, userId), sumPointsBySource(deps.db, userId, 'vocabularyMastered')]);
  // The app's one streak of learning days (docs/product.md section 10), the same the Office shows.
  const { currentStreak, longestStreak, lastActivityDate, freezes } = streak;
  return { userId, currentStreak, longestStreak, lastActivityDate, freezes, totalTermsLearned: counts.learned, totalPoints };
}
