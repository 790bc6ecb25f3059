/**
 * The vocabulary trainer's calls (docs/product.md section 7, `/api/vocabulary/user/...`) and entities (spec
 * section 3: vocabulary term, stats, streak).
 */
import { z } from 'zod';
import { idSchema } from './ids';
import { timeZoneSchema } from './time-zone';

/** docs/product.md section 3: a vocabulary term. `pronunciationAudioUrl` is null when the term has no recording. */
export const vocabularyTermSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  definition: z.string(),
  example: z.string(),
  category: z.string(),
  /** docs/product.md section 9: on a scale of 3. */
  difficulty: z.number().int().min(1).max(3),
  pronunciationText: z.string(),
  pronunciationAudioUrl: z.string().nullable(),
});
export type VocabularyTerm = z.infer<typeof vocabularyTermSchema>;

/** One entry of GET /api/vocabulary/user/next: the term plus where the caller stands with it. */
export const nextTermSchema = vocabularyTermSchema.extend({
  /** True for a term the caller has never reviewed. */
  isNew: z.boolean(),
  learned: z.boolean(),
  mastered: z.boolean(),
});
export type NextTerm = z.infer<typeof nextTermSchema>;

export const nextTermsResponseSchema = z.array(nextTermSchema);

export { isSupportedTimeZone, TIME_ZONE_MAX, timeZoneSchema } from './time-zone';

/** A retried submission carries the same id and is recorded once. */
export const clientIdSchema = z
  .string()
  .min(8, { error: 'clientId must be 8 to 64 letters, digits, dashes or underscores' })
  .max(64, { error: 'clientId must be 8 to 64 letters, digits, dashes or underscores' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'clientId must be 8 to 64 letters, digits, dashes or underscores' });

/**
 * POST /api/vocabulary/user/progress. docs/product.md section 4: 'Still Learning' sends learned true and mastered
 * false, 'Mark as Mastered' sends both true. Every review counts the term as learned.
 */
export const saveTermProgressInputSchema = z.strictObject({
  termId: idSchema(),
  learned: z.literal(true, { error: 'learned must be true: every review counts the term as learned' }),
  mastered: z.boolean(),
  clientId: clientIdSchema.optional(),
  timeZone: timeZoneSchema.optional(),
});
export type SaveTermProgressInput = z.infer<typeof saveTermProgressInputSchema>;

export const termProgressSchema = z.object({
  termId: z.number().int(),
  learned: z.boolean(),
  mastered: z.boolean(),
  /** When the term is next due for review (ISO time). */
  due: z.string(),
  /** Points this submission earned (0 for a term mastered before, or for a retried submission). */
  pointsAwarded: z.number().int(),
});
export type TermProgress = z.infer<typeof termProgressSchema>;

/**
 * The trainer's dial (docs/decisions/065-the-trainers-dial.md): how much the learner wants to still remember at
 * each review, in whole percent (the API's numbers are integers, docs/decisions/042).
 */
export const DESIRED_RETENTION_MIN = 80;
export const DESIRED_RETENTION_MAX = 95;
export const DEFAULT_DESIRED_RETENTION = 90;
/** At most this many lighter weekdays: the reviews they shed must land on the other days. */
export const LIGHTER_DAYS_MAX = 3;
/** Days the forecast covers, today included. */
export const FORECAST_DAYS = 30;

const retentionError = { error: `desiredRetentionPercent must be a whole number from ${DESIRED_RETENTION_MIN} to ${DESIRED_RETENTION_MAX}` };
export const desiredRetentionSchema = z.number(retentionError).int(retentionError).min(DESIRED_RETENTION_MIN, retentionError).max(DESIRED_RETENTION_MAX, retentionError);

/** Weekdays as Date.getDay counts them: 0 Sunday ... 6 Saturday; each at most once. */
export const lighterDaysSchema = z
  .array(z.number().int().min(0, { error: 'lighterDays holds weekdays 0 (Sunday) to 6 (Saturday)' }).max(6, { error: 'lighterDays holds weekdays 0 (Sunday) to 6 (Saturday)' }))
  .max(LIGHTER_DAYS_MAX, { error: `Choose at most ${LIGHTER_DAYS_MAX} lighter days` })
  .refine((days) => new Set(days).size === days.length, { error: 'lighterDays lists each weekday at most once' });

/** GET/PUT /api/vocabulary/user/settings. */
export const reviewSettingsSchema = z.strictObject({ desiredRetentionPercent: desiredRetentionSchema, lighterDays: lighterDaysSchema });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/** GET /api/vocabulary/user/forecast: settings to preview (unsaved), both optional (the saved ones otherwise). */
export const reviewForecastQuerySchema = z.strictObject({
  desiredRetentionPercent: z.coerce.number(retentionError).int(retentionError).min(DESIRED_RETENTION_MIN, retentionError).max(DESIRED_RETENTION_MAX, retentionError).optional(),
  lighterDays: z
    .string()
    .max(20, { error: 'lighterDays is a comma-separated list of weekdays 0-6' })
    .regex(/^$|^[0-6](,[0-6])*$/, { error: 'lighterDays is a comma-separated list of weekdays 0-6' })
    .transform((text) => (text === '' ? [] : text.split(',').map(Number)))
    .pipe(lighterDaysSchema)
    .optional(),
});

export const reviewForecastSchema = z.object({
  settings: reviewSettingsSchema,
  /** Expected reviews per calendar day (the learner's zone) for the terms already studied, today first. */
  days: z.array(z.object({ day: z.string(), weekday: z.number().int(), reviews: z.number() })),
  /** Terms the forecast covers (studied at least once). */
  termCount: z.number().int(),
  /** Share of spaced reviews (a day or more after the one before) answered 'Mark as Mastered' in the last 90 days; null under `ACHIEVED_MIN_REVIEWS`. */
  achievedRetention: z.number().nullable(),
  /** Spaced reviews counted for `achievedRetention`. */
  spacedReviews: z.number().int(),
});
export type ReviewForecast = z.infer<typeof reviewForecastSchema>;
export const ACHIEVED_MIN_REVIEWS = 20;

/** docs/product.md section 3: vocabulary stats. */
export const vocabularyStatsSchema = z.object({
  learned: z.number().int(),
  mastered: z.number().int(),
  total: z.number().int(),
});
export type VocabularyStats = z.infer<typeof vocabularyStatsSchema>;

/** docs/product.md section 3: vocabulary streak. `lastActivityDate` is a calendar day (YYYY-MM-DD) in the user's zone. */
export const vocabularyStreakSchema = z.object({
  userId: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  lastActivityDate: z.string().nullable(),
  /** Streak freezes held (docs/product.md section 10): the app's one streak of learning days. */
  freezes: z.number().int(),
  totalTermsLearned: z.number().int(),
  /** Points earned in the vocabulary trainer (terms mastered and the trophy). */
  totalPoints: z.number().int(),
});
export type VocabularyStreak = z.infer<typeof vocabularyStreakSchema>;

/**
 * GET /api/vocabulary/terms: what the client's term matcher needs (shared/terms/term-matcher.ts), small
 * enough to fetch once and keep: each term's id, name and the forms it is recognised by.
 */
export const termIndexEntrySchema = z.object({
  id: z.number().int(),
  term: z.string(),
  /** English forms, then the term's names in the translated languages (docs/decisions/056-translations.md). */
  forms: z.array(z.string()),
  /** Turkish names: their last word may also take Turkish suffixes ("cüzdanda"). */
  suffixedForms: z.array(z.string()).optional(),
});
export type TermIndexEntry = z.infer<typeof termIndexEntrySchema>;
export const termIndexSchema = z.object({ terms: z.array(termIndexEntrySchema) });
export type TermIndex = z.infer<typeof termIndexSchema>;

/** GET /api/vocabulary/terms/:id: a term's card; `inDeck` is null for a guest. */
export const termCardSchema = vocabularyTermSchema.extend({ inDeck: z.boolean().nullable() });
export type TermCard = z.infer<typeof termCardSchema>;

/** POST /api/vocabulary/user/deck: put a term first in the caller's review queue (docs/decisions/031). */
export const addTermToDeckInputSchema = z.strictObject({
  termId: idSchema(),
  /** The chat message the term was opened from: a partner's message that names it teaches it (decision 061). */
  fromMessage: z.strictObject({ matchId: idSchema(), messageId: idSchema() }).optional(),
});
export type AddTermToDeckInput = z.infer<typeof addTermToDeckInputSchema>;

export const addTermToDeckResultSchema = z.object({
  termId: z.number().int(),
  /** When the term is due (ISO time): now or earlier, ahead of every other card of the caller. */
  due: z.string(),
  /** The caller had a card for this term before (reviewed, or added earlier). */
  wasInDeck: z.boolean(),
  /** False when the term was already first in the queue: a repeated request changes nothing. */
  hasChanged: z.boolean(),
});
export type AddTermToDeckResult = z.infer<typeof addTermToDeckResultSchema>;
