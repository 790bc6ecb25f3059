/**
 * The trainer's dial (docs/decisions/065-the-trainers-dial.md): the learner's desired retention and lighter
 * weekdays, a month's forecast of reviews for any setting, and how much they actually remembered.
 */
import type { ReviewForecast, ReviewSettings } from '../../../shared/contracts/vocabulary';
import { ACHIEVED_MIN_REVIEWS } from '../../../shared/contracts/vocabulary';
import type { Executor } from '../../db/client';
import * as users from '../auth/users.service';
import { forecastReviews } from './review-forecast';
import { avoidLighterDays, DEFAULT_REVIEW_SETTINGS } from './review-schedule';
import { clockOf, type VocabularyDeps } from './vocabulary.service';
import * as repository from './vocabulary.repository';

/** The window the achieved retention is measured over, and what counts as a spaced review. */
const ACHIEVED_WINDOW_DAYS = 90;
const SPACED_REVIEW_MIN_GAP_HOURS = 20;

const toMask = (days: number[]) => days.reduce((mask, day) => mask | (1 << day), 0);
const fromMask = (mask: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);

export async function findReviewSettings(db: Executor, userId: number): Promise<ReviewSettings> {
  const stored = await repository.findSettings(db, userId);
  if (!stored) return DEFAULT_REVIEW_SETTINGS;
  return { desiredRetentionPercent: stored.desiredRetentionPercent, lighterDays: fromMask(stored.lighterDaysMask) };
}

/**
 * Saves the dial. The retention applies from each term's next review; new lighter days also move the reviews
 * already planned on them (the same rule as a new interval), in the same transaction.
 */
export async function saveReviewSettings(deps: VocabularyDeps, userId: number, settings: ReviewSettings): Promise<ReviewSettings> {
  const now = clockOf(deps);
  await deps.db.transaction(async (tx) => {
    await repository.saveSettings(tx, userId, { desiredRetentionPercent: settings.desiredRetentionPercent, lighterDaysMask: toMask(settings.lighterDays) }, now);
    if (settings.lighterDays.length === 0) return;
    const timeZone = await users.findUserTimeZone(tx, userId);
    for (const card of await repository.listStudiedCards(tx, userId)) {
      const moved = avoidLighterDays(card, settings, timeZone, now);
      if (moved.due.getTime() !== card.due.getTime()) await repository.moveCardDue(tx, userId, card.termId, moved.due, moved.scheduledDays);
    }
  });
  return findReviewSettings(deps.db, userId);
}

/** The forecast for `preview` (unsaved values from the dial) over the saved settings. */
export async function getReviewForecast(deps: VocabularyDeps, userId: number, preview: Partial<ReviewSettings>): Promise<ReviewForecast> {
  const now = clockOf(deps);
  const [saved, timeZone, cards, reviews] = await Promise.all([
    findReviewSettings(deps.db, userId),
    users.findUserTimeZone(deps.db, userId),
    repository.listStudiedCards(deps.db, userId),
    repository.countSpacedReviews(deps.db, userId, new Date(now.getTime() - ACHIEVED_WINDOW_DAYS * 86_400_000), SPACED_REVIEW_MIN_GAP_HOURS),
  ]);
  const settings = { ...saved, ...preview };
  return {
    settings,
    days: forecastReviews(cards, settings, now, timeZone),
    termCount: cards.length,
    achievedRetention: reviews.spaced >= ACHIEVED_MIN_REVIEWS ? reviews.recalled / reviews.spaced : null,
    spacedReviews: reviews.spaced,
  };
}
