/**
 * The learning API (docs/product.md sections 3 and 7, docs/design.md sections 4 and 6): modules, quiz questions without
 * their answers, the server-graded quiz submission (ours), progress, skills, recommendations and journeys.
 */
import { z } from 'zod';
import { idParam, idSchema } from './ids';

const id = idSchema();
const isoTime = z.string();

export const moduleResourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  kind: z.string(),
});
export type ModuleResource = z.infer<typeof moduleResourceSchema>;

/** The list form: everything but the long HTML and the resources. */
export const learningModuleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficultyLevel: z.number().int(),
  topics: z.array(z.string()),
  imageUrl: z.string().nullable(),
  estimatedMinutes: z.number().int(),
  prerequisites: z.array(z.number().int()),
  coinId: z.number().int().nullable(),
  category: z.string(),
  isFeatured: z.boolean(),
  hasSections: z.boolean(),
  created: isoTime,
  updated: isoTime,
});
export type LearningModuleSummary = z.infer<typeof learningModuleSummarySchema>;
export const learningModuleListSchema = z.array(learningModuleSummarySchema);

/**
 * A practice check after a lesson section (its h2 heading): shipped with its answer, because it gives
 * instant feedback and grades nothing; the graded quiz is a separate pool (docs/decisions/020-lesson-figures-and-sections.md).
 */
/**
 * What a learner who picked a wrong option believes and why that is wrong (docs/decisions/063-wrong-answers-that-teach.md).
 * `inEnglish`: the reader's language has the question but not this text yet, so it is the English one (render it `lang="en"`).
 */
export const misconceptionSchema = z.object({
  belief: z.string(),
  correction: z.string(),
  inEnglish: z.boolean().optional(),
});
export type Misconception = z.infer<typeof misconceptionSchema>;

export const sectionCheckSchema = z.object({
  section: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correctAnswer: z.number().int(),
  explanation: z.string(),
  /** One per option, null at the right answer; absent until the module's content has them. */
  misconceptions: z.array(misconceptionSchema.nullable()).optional(),
  /** A second explanation of the right answer, for "Explain it another way". */
  explanationAlt: z.string().optional(),
  /** True when explanationAlt is the English text inside a translated lesson. */
  explanationAltInEnglish: z.boolean().optional(),
});
export type SectionCheck = z.infer<typeof sectionCheckSchema>;

export const learningModuleSchema = learningModuleSummarySchema.extend({
  /** Sanitised HTML (allowlist on write); render it through DOMPurify again. Sections start at each h2. */
  content: z.string(),
  resources: z.array(moduleResourceSchema),
  keyTakeaways: z.array(z.string()),
  sectionChecks: z.array(sectionCheckSchema),
  /** True when the reader's language is not English and this lesson has no translation in it: the client says so. */
  inEnglish: z.boolean().optional(),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

export const modulesQuerySchema = z.strictObject({
  coinId: idParam().optional(),
});
export type ModulesQuery = z.infer<typeof modulesQuerySchema>;

/** What GET .../questions reveals: never the correct answer or the explanation (docs/design.md section 6.2). */
export const quizQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;
export const quizQuestionListSchema = z.array(quizQuestionSchema);

export const MAX_QUIZ_QUESTIONS = 50;

/**
 * POST .../quiz/attempts: one draw from the module's pool with the options in this attempt's order
 * (docs/decisions/019-fair-quizzes.md). The server remembers the draw and grades against it.
 */
export const quizDrawSchema = z.object({
  attemptId: z.number().int(),
  questions: z.array(quizQuestionSchema),
});
export type QuizDraw = z.infer<typeof quizDrawSchema>;

export const quizSubmissionSchema = z.strictObject({
  /** The draw being answered; each draw is graded once. */
  attemptId: id,
  /** question id -> chosen option index as shown in the draw, for every drawn question. */
  answers: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'Question ids are positive numbers' }), z.number().int().min(0).max(9))
    .refine((answers) => Object.keys(answers).length <= MAX_QUIZ_QUESTIONS, { error: 'Too many answers' }),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const learningProgressSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  completed: z.boolean(),
  completedAt: isoTime.nullable(),
  score: z.number().int().nullable(),
  startedAt: isoTime,
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
export const learningProgressListSchema = z.array(learningProgressSchema);

export const quizQuestionResultSchema = z.object({
  questionId: z.number().int(),
  /** Option indexes as shown in the draw. */
  chosen: z.number().int(),
  /** Only on a pass: a failed attempt says which answers were wrong and why, not the right option. */
  correctAnswer: z.number().int().nullable(),
  isCorrect: z.boolean(),
  explanation: z.string(),
  /** For a wrong answer: the misconception of the option the learner chose, when the content has one. Never names the right option. */
  misconception: misconceptionSchema.nullable(),
  /** Only on a pass, when the content has one: a second explanation of the right answer ("Explain it another way"). */
  explanationAlt: z.string().nullable(),
  explanationAltInEnglish: z.boolean().optional(),
});
export type QuizQuestionResult = z.infer<typeof quizQuestionResultSchema>;

export const quizResultSchema = z.object({
  moduleId: z.number().int(),
  /** Rounded percent of correct answers. */
  score: z.number().int(),
  passed: z.boolean(),
  correctCount: z.number().int(),
  total: z.number().int(),
  results: z.array(quizQuestionResultSchema),
  /** The module's progress after grading; null when the module was never started (docs/product.md section 4). */
  progress: learningProgressSchema.nullable(),
  /** True only for the submission that completed the module. */
  completedNow: z.boolean(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const progressQuerySchema = z.strictObject({
  moduleId: idParam().optional(),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

/** docs/product.md section 7: POST /api/learning/progress { moduleId, completed: false } creates the record. */
export const createProgressInputSchema = z.strictObject({
  moduleId: id,
  completed: z.literal(false, { error: 'A module is completed by passing its quiz' }).optional(),
});
export type CreateProgressInput = z.infer<typeof createProgressInputSchema>;

/** docs/product.md section 7's PATCH payload. The server keeps its own time and the best real quiz score. */
export const updateProgressInputSchema = z.strictObject({
  completed: z.boolean().optional(),
  completedAt: z.iso.datetime({ offset: true }).optional(),
  score: z.number().int().min(0).max(100).optional(),
});
export type UpdateProgressInput = z.infer<typeof updateProgressInputSchema>;

export const topicSkillSchema = z.object({
  topic: z.string(),
  label: z.string(),
  /** 0-10, one decimal. */
  level: z.number(),
  completedModules: z.number().int(),
});
export type TopicSkill = z.infer<typeof topicSkillSchema>;

export const skillsSchema = z.object({
  /** docs/product.md section 2 ("Learning home"): the rounded average of the topic levels, 0 if none. */
  skillLevel: z.number().int(),
  skills: z.array(topicSkillSchema),
});
export type Skills = z.infer<typeof skillsSchema>;

export const recommendedModuleSchema = z.object({
  module: learningModuleSummarySchema,
  /** One line saying why. */
  reason: z.string(),
  score: z.number(),
});
export type RecommendedModule = z.infer<typeof recommendedModuleSchema>;
export const recommendedModuleListSchema = z.array(recommendedModuleSchema);

export const journeyStepModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  difficultyLevel: z.number().int(),
  estimatedMinutes: z.number().int(),
});
export type JourneyStepModule = z.infer<typeof journeyStepModuleSchema>;

export const journeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Module ids in order. */
  steps: z.array(z.number().int()),
  /** The points reward (docs/product.md section 3). */
  requiredPoints: z.number().int(),
  imageUrl: z.string().nullable(),
  created: isoTime,
  modules: z.array(journeyStepModuleSchema),
});
export type Journey = z.infer<typeof journeySchema>;
export const journeyListSchema = z.array(journeySchema);

export const journeyProgressSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  journeyId: z.number().int(),
  /** Index of the first step not completed (steps.length when all are). */
  currentStep: z.number().int(),
  completedSteps: z.array(z.number().int()),
  startedAt: isoTime.nullable(),
  lastActivity: isoTime.nullable(),
  completed: z.boolean(),
  completedAt: isoTime.nullable(),
});
export type JourneyProgress = z.infer<typeof journeyProgressSchema>;
export const journeyProgressListSchema = z.array(journeyProgressSchema);

export const userIdParamSchema = z.object({
  userId: idParam(),
});
