/**
 * The shape of the curated catalogue in content/: validated at start-up, so a typo in a data file stops
 * the server with a clear message instead of reaching users.
 */
import { z } from 'zod';
import { TRAIT_KEYS } from '../../shared/constants/personality';

const score = z.number().int().min(0).max(100);
const nonEmpty = z.string().trim().min(1);

export const coinContentSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  symbol: z.string().regex(/^[A-Z0-9]{2,10}$/),
  marketDataId: z.string().regex(/^[a-z0-9-]+$/),
  backgroundColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  description: nonEmpty,
  personality: nonEmpty,
  launchYear: z.number().int().min(2008).max(2030),
  founderInfo: nonEmpty,
  communityInfo: nonEmpty,
  uniqueFeatures: z.array(nonEmpty).min(2),
  funFacts: z.array(nonEmpty).min(1),
  tags: z.array(nonEmpty).min(2).max(8),
  useCases: z.array(nonEmpty).min(3),
  traits: z.strictObject(Object.fromEntries(TRAIT_KEYS.map((key) => [key, score])) as Record<(typeof TRAIT_KEYS)[number], typeof score>),
});
export type CoinContent = z.infer<typeof coinContentSchema>;

export const questionContentSchema = z.strictObject({
  question: nonEmpty,
  options: z.array(nonEmpty).min(3).max(4),
  correctAnswer: z.number().int().min(0),
  explanation: nonEmpty,
});

export const moduleContentSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  description: nonEmpty,
  category: z.string().regex(/^[a-z-]+$/),
  difficultyLevel: z.number().int().min(1).max(10),
  topics: z.array(z.string().min(1)).min(1),
  coinId: z.number().int().positive().nullable(),
  estimatedMinutes: z.number().int().min(5).max(120),
  prerequisites: z.array(z.number().int().positive()),
  isFeatured: z.boolean(),
  resources: z.array(z.strictObject({ title: nonEmpty, url: z.url({ protocol: /^https$/ }), kind: z.enum(['whitepaper', 'docs', 'article', 'video', 'tool']) })),
  questions: z.array(questionContentSchema).min(5),
});
export type ModuleContent = z.infer<typeof moduleContentSchema> & { html: string };

export const journeyContentSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  description: nonEmpty,
  steps: z.array(z.number().int().positive()).min(4).max(8),
  requiredPoints: z.number().int().positive(),
  imageUrl: z.string().startsWith('/'),
});
export type JourneyContent = z.infer<typeof journeyContentSchema>;

export const termContentSchema = z.strictObject({
  id: z.number().int().positive(),
  term: nonEmpty,
  definition: nonEmpty,
  example: nonEmpty,
  category: nonEmpty,
  difficulty: z.number().int().min(1).max(3),
  pronunciationText: nonEmpty,
  pronunciationAudioUrl: z.url({ protocol: /^https$/ }).optional(),
});
export type TermContent = z.infer<typeof termContentSchema>;
