import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coins } from './coins';
import { users } from './users';

/** What a learner who picks a wrong option believes, and why it is wrong (docs/decisions/063-wrong-answers-that-teach.md). */
export interface Misconception {
  belief: string;
  correction: string;
}

export interface SectionCheck {
  section: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  /** One per option, null at the right answer; absent until the module's content has them. */
  misconceptions?: Array<Misconception | null>;
  explanationAlt?: string;
}

export interface ModuleResource {
  title: string;
  url: string;
  kind: string;
}

export const learningModules = pgTable('learning_modules', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Sanitised HTML (allowlist) — sanitised again on render. */
  content: text('content').notNull(),
  difficultyLevel: integer('difficulty_level').notNull(),
  topics: jsonb('topics').$type<string[]>().notNull(),
  imageUrl: text('image_url'),
  estimatedMinutes: integer('estimated_minutes').notNull(),
  prerequisites: jsonb('prerequisites').$type<number[]>().notNull(),
  coinId: integer('coin_id').references(() => coins.id),
  category: text('category').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  hasSections: boolean('has_sections').notNull().default(true),
  resources: jsonb('resources').$type<ModuleResource[]>().notNull(),
  keyTakeaways: jsonb('key_takeaways').$type<string[]>().notNull().default([]),
  sectionChecks: jsonb('section_checks').$type<SectionCheck[]>().notNull().default([]),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: integer('correct_answer').notNull(),
    explanation: text('explanation').notNull(),
    /** One per option in the stored order, null at the right answer; null until the module's content has them. */
    misconceptions: jsonb('misconceptions').$type<Array<Misconception | null>>(),
    /** A second explanation of the right answer ("Explain it another way"). */
    explanationAlt: text('explanation_alt'),
  },
  (table) => [index('quiz_questions_module_idx').on(table.moduleId, table.position)],
);

/**
 * A quiz question the learner answered wrong, back in their review deck until they answer it right
 * (docs/decisions/063-wrong-answers-that-teach.md): one FSRS card per learner and question. `optionOrder`
 * is the order the next review shows the options in (shown index -> stored index), chosen when the card
 * is written so that reading the queue writes nothing. `resolvedAt` is set by a right answer; a later miss
 * reopens the card.
 */
export const missedQuestions = pgTable(
  'missed_questions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionOrder: jsonb('option_order').$type<number[]>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    missedAt: timestamp('missed_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] }), index('missed_questions_due_idx').on(table.userId, table.resolvedAt, table.due)],
);

export const learningProgress = pgTable(
  'learning_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    score: integer('score'),
    /** How the module was (or will be) completed: 'lesson' (the quiz, with points) or 'placement' (tested out, no points; docs/decisions/066-test-out-of-a-step.md). */
    completedVia: text('completed_via').$type<'lesson' | 'placement'>().notNull().default('lesson'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('learning_progress_user_module_unique').on(table.userId, table.moduleId)],
);

/**
 * One quiz draw (docs/decisions/019-fair-quizzes.md): the questions drawn from the module's pool and, per
 * question, the order its options were shown in (shown index -> stored index). Grading uses this row, so
 * a submission can only answer what was drawn, once.
 */
export const quizDraws = pgTable(
  'quiz_draws',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    optionOrders: jsonb('option_orders').$type<number[][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (table) => [index('quiz_draws_user_module_idx').on(table.userId, table.moduleId, table.id)],
);

/**
 * One "test out of a step" check (docs/decisions/066-test-out-of-a-step.md): the questions drawn from the
 * module's pool and their option orders, graded once against this row. `passed` is null while it is open.
 */
export const placementChecks = pgTable(
  'placement_checks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    optionOrders: jsonb('option_orders').$type<number[][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
    passed: boolean('passed'),
  },
  (table) => [index('placement_checks_user_module_idx').on(table.userId, table.moduleId, table.id)],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_module_idx').on(table.userId, table.moduleId)],
);

export const journeys = pgTable('journeys', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  steps: jsonb('steps').$type<number[]>().notNull(),
  requiredPoints: integer('required_points').notNull(),
  imageUrl: text('image_url'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});
