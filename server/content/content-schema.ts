/**
 * The shape of the curated catalogue in content/: validated at start-up, so a typo in a data file stops
 * the server with a clear message instead of reaching users.
 */
import { z } from 'zod';
import { TRAIT_KEYS } from '../../shared/constants/personality';

const score = z.number().int().min(0).max(100);
const nonEmpty = z.string().trim().min(1);
/** The day a reviewer last checked the entry's facts against the sources in docs/content-sources.md. */
const factsCheckedAt = z.iso.date();

export const coinContentSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  /** One letter is real: Vaulta's ticker is A. */
  symbol: z.string().regex(/^[A-Z0-9]{1,10}$/),
  marketDataId: z.string().regex(/^[a-z0-9-]+$/),
  backgroundColor: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  description: nonEmpty,
  personality: nonEmpty,
  /**
   * The first year the asset existed as a transferable coin or token on a live public network: the
   * genesis of its own mainnet for a native coin, the public launch of the token for a token issued on
   * another chain. A rebrand, a move to its own chain or a fixed-ratio swap continues the same asset and
   * keeps the year (VET from VEN 2017, POL from MATIC 2019, Vaulta's A from EOS 2017); a chain split
   * starts a new asset (BCH 2017, ETC 2016); a sale of claims before any token exists does not count.
   */
  launchYear: z.number().int().min(2008).max(2030),
  founderInfo: nonEmpty,
  communityInfo: nonEmpty,
  uniqueFeatures: z.array(nonEmpty).min(2),
  funFacts: z.array(nonEmpty).min(1),
  tags: z.array(nonEmpty).min(2).max(8),
  useCases: z.array(nonEmpty).min(3),
  traits: z.strictObject(Object.fromEntries(TRAIT_KEYS.map((key) => [key, score])) as Record<(typeof TRAIT_KEYS)[number], typeof score>),
  factsCheckedAt,
});
export type CoinContent = z.infer<typeof coinContentSchema>;

/**
 * What a learner who picks a wrong option believes, and why that is wrong for this question
 * (docs/decisions/063-wrong-answers-that-teach.md). The correction never points at the right option: it is
 * shown after a failed attempt, which does not reveal the answer.
 */
export const misconceptionContentSchema = z.strictObject({
  belief: z.string().trim().min(20).max(160),
  correction: z.string().trim().min(40).max(320),
});
export type MisconceptionContent = z.infer<typeof misconceptionContentSchema>;

/**
 * The fields every question and section check gains: one misconception per option, in the options' order,
 * null exactly at the right answer, and a second explanation of the right answer. Optional while the
 * content is written; server/content/misconception-content.test.ts says which modules still lack them.
 */
const teachingFields = {
  misconceptions: z.array(misconceptionContentSchema.nullable()).optional(),
  explanationAlt: z.string().trim().min(60).max(420).optional(),
};

function checkMisconceptions(item: { options: string[]; correctAnswer: number; misconceptions?: Array<MisconceptionContent | null> }, context: z.RefinementCtx): void {
  const { misconceptions } = item;
  if (!misconceptions) return;
  if (misconceptions.length !== item.options.length) {
    context.addIssue({ code: 'custom', path: ['misconceptions'], message: `has ${misconceptions.length} entries for ${item.options.length} options` });
    return;
  }
  misconceptions.forEach((entry, index) => {
    if (index === item.correctAnswer && entry !== null) context.addIssue({ code: 'custom', path: ['misconceptions', index], message: 'must be null at correctAnswer' });
    if (index !== item.correctAnswer && entry === null) context.addIssue({ code: 'custom', path: ['misconceptions', index], message: 'a wrong option needs its misconception' });
  });
}

export const questionContentSchema = z
  .strictObject({
    question: nonEmpty,
    options: z.array(nonEmpty).min(3).max(4),
    correctAnswer: z.number().int().min(0),
    explanation: nonEmpty,
    ...teachingFields,
  })
  .superRefine(checkMisconceptions);
export type QuestionContent = z.infer<typeof questionContentSchema>;

/** A one-question practice check after a lesson section (docs/decisions/020-lesson-figures-and-sections.md). */
export const sectionCheckContentSchema = z
  .strictObject({
    /** The text of the section's h2 heading. */
    section: nonEmpty,
    question: nonEmpty,
    options: z.array(nonEmpty).min(3).max(4),
    correctAnswer: z.number().int().min(0),
    explanation: nonEmpty,
    ...teachingFields,
  })
  .superRefine(checkMisconceptions);
export type SectionCheckContent = z.infer<typeof sectionCheckContentSchema>;

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
  /** The summary shown after the last section. */
  keyTakeaways: z.array(nonEmpty).min(3).max(8),
  sectionChecks: z.array(sectionCheckContentSchema),
  questions: z.array(questionContentSchema).min(5),
  factsCheckedAt,
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
