import { z } from 'zod';
import { avatarUrlSchema, DISPLAY_NAME_EDIT_MIN, displayNameSchema } from './auth';
import { reportedTimeZoneSchema } from './time-zone';
import { COMMUNICATION_STYLES, EXPERTISE_AREAS, LEARNING_GOALS, LEARNING_INTERESTS, LEARNING_STYLES } from '../constants/learning-profile';
import { TRAIT_KEYS } from '../constants/personality';

function uniqueList<T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options, { error: 'Please choose from the list' }))
    .max(options.length)
    .refine((values) => new Set(values).size === values.length, { error: 'Each option can be chosen once' });
}

/** PATCH /api/users/profile (docs/product.md section 5 rules; lists limited to the spec's option lists). */
export const updateProfileInputSchema = z.strictObject({
  displayName: displayNameSchema(DISPLAY_NAME_EDIT_MIN).optional(),
  avatarUrl: z.union([z.literal(''), avatarUrlSchema]).optional(),
  learningGoals: uniqueList(LEARNING_GOALS).optional(),
  learningInterests: uniqueList(LEARNING_INTERESTS).optional(),
  expertiseAreas: uniqueList(EXPERTISE_AREAS).optional(),
  preferredLearningStyle: z.union([z.enum(LEARNING_STYLES), z.literal(''), z.null()]).optional(),
  communicationStyle: z.union([z.enum(COMMUNICATION_STYLES), z.literal(''), z.null()]).optional(),
  /** The browser's zone, so days count on the user's calendar. */
  timeZone: reportedTimeZoneSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

const traitsSchema = z.object(Object.fromEntries(TRAIT_KEYS.map((key) => [key, z.number().int()])) as Record<(typeof TRAIT_KEYS)[number], z.ZodNumber>);

export const traitInfluenceSchema = z.object({ coinId: z.number().int(), coinName: z.string(), liked: z.boolean(), effect: z.number().int() });

/** GET /api/profile: the crypto personality (after 5 swipes) and the learning profile. */
export const profileResponseSchema = z.object({
  userId: z.number().int(),
  profileData: z.object({
    type: z.string(),
    typeKey: z.string(),
    description: z.string(),
    traits: traitsSchema,
    /** Which liked or passed coins moved each trait most. */
    traitInfluences: z.record(z.string(), z.array(traitInfluenceSchema)),
    swipeCount: z.number().int(),
    learningGoals: z.array(z.string()),
    learningInterests: z.array(z.string()),
    expertiseAreas: z.array(z.string()),
    preferredLearningStyle: z.string().nullable(),
    communicationStyle: z.string().nullable(),
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type TraitInfluence = z.infer<typeof traitInfluenceSchema>;
