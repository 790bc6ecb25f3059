import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { coins, learningModules, quizQuestions } from '../../db/schema';

export type ModuleRow = typeof learningModules.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type ModuleSummaryRow = Omit<ModuleRow, 'content' | 'resources' | 'slug' | 'keyTakeaways' | 'sectionChecks'>;

const summaryColumns = {
  id: learningModules.id,
  title: learningModules.title,
  description: learningModules.description,
  difficultyLevel: learningModules.difficultyLevel,
  topics: learningModules.topics,
  imageUrl: learningModules.imageUrl,
  estimatedMinutes: learningModules.estimatedMinutes,
  prerequisites: learningModules.prerequisites,
  coinId: learningModules.coinId,
  category: learningModules.category,
  isFeatured: learningModules.isFeatured,
  hasSections: learningModules.hasSections,
  created: learningModules.created,
  updated: learningModules.updated,
};

/** In curriculum order: easiest first, then by id. */
export async function listModuleSummaries(db: Executor): Promise<ModuleSummaryRow[]> {
  return db.select(summaryColumns).from(learningModules).orderBy(asc(learningModules.difficultyLevel), asc(learningModules.id));
}

export async function findModule(db: Executor, moduleId: number): Promise<ModuleRow | undefined> {
  const [row] = await db.select().from(learningModules).where(eq(learningModules.id, moduleId)).limit(1);
  return row;
}

export async function moduleExists(db: Executor, moduleId: number): Promise<boolean> {
  const [row] = await db.select({ id: learningModules.id }).from(learningModules).where(eq(learningModules.id, moduleId)).limit(1);
  return row !== undefined;
}

export async function listQuestions(db: Executor, moduleId: number): Promise<QuestionRow[]> {
  return db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, moduleId)).orderBy(asc(quizQuestions.position));
}

/** The pools of several modules, each in its order. */
export async function listQuestionsOfModules(db: Executor, moduleIds: readonly number[]): Promise<QuestionRow[]> {
  if (moduleIds.length === 0) return [];
  return db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.moduleId, [...moduleIds]))
    .orderBy(asc(quizQuestions.moduleId), asc(quizQuestions.position));
}

export async function findCoin(db: Executor, coinId: number): Promise<{ id: number; name: string; tags: string[] } | undefined> {
  const [row] = await db.select({ id: coins.id, name: coins.name, tags: coins.tags }).from(coins).where(eq(coins.id, coinId)).limit(1);
  return row;
}
