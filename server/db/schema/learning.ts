import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { coins } from './coins';
import { users } from './users';

export interface SectionCheck {
  section: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
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
  },
  (table) => [index('quiz_questions_module_idx').on(table.moduleId, table.position)],
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
