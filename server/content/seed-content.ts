/**
 * Upserts the catalogue with its stable ids at start-up, in one transaction. Skipped when the content
 * hash is unchanged since the last run, so a restart costs one query.
 */
import { eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { coins, contentVersions, journeys, learningModules, quizQuestions, vocabularyTerms } from '../db/schema';
import { loadCatalogue, questionId, type Catalogue } from './load-content';

const CONTENT_VERSION_NAME = 'catalogue';

/** Sets every listed column from the row being inserted (Postgres `excluded`). */
function excludedSet(columns: string[]): Record<string, ReturnType<typeof sql.raw>> {
  return Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded."${toSnake(column)}"`)]));
}

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export async function seedContent(db: Database, catalogue: Catalogue = loadCatalogue()): Promise<{ changed: boolean }> {
  const [current] = await db.select().from(contentVersions).where(eq(contentVersions.name, CONTENT_VERSION_NAME));
  if (current?.hash === catalogue.hash) return { changed: false };

  await db.transaction(async (tx) => {
    const coinRows = catalogue.coins.map(({ factsCheckedAt: _checked, ...coin }) => coin);
    await tx
      .insert(coins)
      .values(coinRows)
      .onConflictDoUpdate({ target: coins.id, set: excludedSet(Object.keys(coinRows[0] ?? {}).filter((key) => key !== 'id')) });

    const moduleRows = catalogue.modules.map((module) => ({
      id: module.id,
      slug: module.slug,
      title: module.title,
      description: module.description,
      content: module.html,
      difficultyLevel: module.difficultyLevel,
      topics: module.topics,
      imageUrl: null,
      estimatedMinutes: module.estimatedMinutes,
      prerequisites: module.prerequisites,
      coinId: module.coinId,
      category: module.category,
      isFeatured: module.isFeatured,
      hasSections: true,
      resources: module.resources,
      keyTakeaways: module.keyTakeaways,
      sectionChecks: module.sectionChecks,
    }));
    await tx
      .insert(learningModules)
      .values(moduleRows)
      .onConflictDoUpdate({
        target: learningModules.id,
        set: { ...excludedSet(Object.keys(moduleRows[0] ?? {}).filter((key) => key !== 'id')), updated: sql`now()` },
      });

    const questionRows = catalogue.modules.flatMap((module) =>
      module.questions.map((question, index) => ({
        id: questionId(module.id, index),
        moduleId: module.id,
        position: index + 1,
        ...question,
        misconceptions: question.misconceptions ?? null,
        explanationAlt: question.explanationAlt ?? null,
      })),
    );
    await tx
      .insert(quizQuestions)
      .values(questionRows)
      .onConflictDoUpdate({
        target: quizQuestions.id,
        set: excludedSet(['moduleId', 'position', 'question', 'options', 'correctAnswer', 'explanation', 'misconceptions', 'explanationAlt']),
      });
    await tx.delete(quizQuestions).where(notInArray(quizQuestions.id, questionRows.map((row) => row.id)));

    await tx
      .insert(journeys)
      .values(catalogue.journeys)
      .onConflictDoUpdate({ target: journeys.id, set: excludedSet(['slug', 'name', 'description', 'steps', 'requiredPoints', 'imageUrl']) });

    const termRows = catalogue.terms.map((term) => ({ ...term, pronunciationAudioUrl: term.pronunciationAudioUrl ?? null }));
    if (termRows.length > 0) await tx
      .insert(vocabularyTerms)
      .values(termRows)
      .onConflictDoUpdate({
        target: vocabularyTerms.id,
        set: excludedSet(['term', 'definition', 'example', 'category', 'difficulty', 'pronunciationText', 'pronunciationAudioUrl']),
      });

    await tx
      .insert(contentVersions)
      .values({ name: CONTENT_VERSION_NAME, hash: catalogue.hash })
      .onConflictDoUpdate({ target: contentVersions.name, set: { hash: catalogue.hash, updatedAt: sql`now()` } });
  });
  return { changed: true };
}
