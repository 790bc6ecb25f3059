/**
 * Lessons in the reader's language (docs/decisions/056-translations.md, update on lessons): the first journey's
 * lessons come translated with their section checks and quiz pools, graded as in English; any other lesson comes
 * in English with the `inEnglish` flag the client shows as a note.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../content/load-content';
import { as, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { drawQuiz } from './learning-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const spanish = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'i18n/es/modules/01-bitcoin-basics.json'), 'utf8')) as {
  title: string;
  sectionChecks: Array<{ question: string }>;
  questions: Array<{ question: string; explanation: string }>;
};
const spanishBody = readFileSync(path.join(CONTENT_DIR, 'i18n/es/modules/01-bitcoin-basics.html'), 'utf8');

const call = (method: 'GET' | 'POST' | 'PUT', url: string, user: TestUser, payload?: object, language?: string) =>
  as(context.app, user, language ? { headers: { cookie: `cm_lang=${language}` } } : {}).send(method, url, payload);

async function readerIn(language: string): Promise<TestUser> {
  const user = await registerUser(context.app);
  const choice = await call('PUT', '/api/language', user, { language });
  expect(choice.statusCode).toBeLessThan(300);
  return user;
}

describe('a lesson in the reader language', () => {
  it("lists the journeys with their names, descriptions and translated lessons' titles in the reader's language", async () => {
    const reader = await readerIn('es');
    const names = JSON.parse(readFileSync(path.join(CONTENT_DIR, 'i18n/es/journeys.json'), 'utf8')) as Record<string, { name: string; description: string }>;
    const journeys = (await call('GET', '/api/learning/journeys', reader)).json() as Array<{ id: number; name: string; description: string; modules: Array<{ id: number; title: string }> }>;
    const foundations = journeys.find((journey) => journey.id === 1)!;
    expect(foundations).toMatchObject(names['crypto-foundations']!);
    expect(foundations.modules.find((module) => module.id === 1)!.title).toBe(spanish.title);
    expect(journeys.find((journey) => journey.id === 13)!.name).toBe(names['safe-signing-and-approvals']!.name);
    // A lesson outside the first journey keeps its English title (it is read in English, with the note).
    const english = (await call('GET', '/api/learning/journeys', await registerUser(context.app))).json() as typeof journeys;
    expect(english.find((journey) => journey.id === 1)!.name).toBe('Crypto Foundations');
    const untranslated = english.find((journey) => journey.id === 2)!.modules.find((module) => module.id === 27)!;
    expect(journeys.find((journey) => journey.id === 2)!.modules.find((module) => module.id === 27)!.title).toBe(untranslated.title);
  });

  it('a Spanish reader gets lesson 1 in Spanish: body, section checks, quiz, and passes the quiz', async () => {
    const reader = await readerIn('es');
    const lesson = (await call('GET', '/api/learning/modules/1', reader)).json() as {
      title: string;
      content: string;
      sectionChecks: Array<{ question: string; correctAnswer: number }>;
      inEnglish?: boolean;
    };
    expect(lesson.title).toBe(spanish.title);
    expect(lesson.content).toContain(spanishBody.slice(3, 80));
    expect(lesson.sectionChecks[0]!.question).toBe(spanish.sectionChecks[0]!.question);
    expect(lesson.inEnglish).toBeUndefined();

    const list = (await call('GET', '/api/learning/modules', reader)).json() as Array<{ id: number; title: string }>;
    expect(list.find((item) => item.id === 1)!.title).toBe(spanish.title);

    expect((await call('POST', '/api/learning/progress', reader, { moduleId: 1, completed: false })).statusCode).toBe(201);
    const quiz = await drawQuiz(context, reader, 1);
    const pool = (await call('GET', '/api/learning/modules/1/questions', reader)).json() as Array<{ question: string }>;
    expect(pool.map((question) => question.question)).toEqual(spanish.questions.map((question) => question.question));

    const result = await call('POST', '/api/learning/modules/1/quiz', reader, { attemptId: quiz.attemptId, answers: quiz.answersScoring(quiz.key.length) });
    expect(result.statusCode).toBe(200);
    const graded = result.json() as { passed: boolean; results: Array<{ explanation: string }> };
    expect(graded.passed).toBe(true);
    for (const item of graded.results) expect(spanish.questions.map((question) => question.explanation)).toContain(item.explanation);
  });

  it('an Arabic reader of lesson 20 gets it in English, flagged; an English reader gets no flag', async () => {
    const arabic = await readerIn('ar');
    const lesson = (await call('GET', '/api/learning/modules/20', arabic)).json() as { inEnglish?: boolean; content: string };
    expect(lesson.inEnglish).toBe(true);
    const english = await registerUser(context.app);
    const same = (await call('GET', '/api/learning/modules/20', english)).json() as { inEnglish?: boolean; content: string };
    expect(same.inEnglish).toBeUndefined();
    expect(lesson.content).toBe(same.content);
    const first = (await call('GET', '/api/learning/modules/1', english)).json() as { title: string };
    expect(first.title).not.toBe(spanish.title);
  });
});
