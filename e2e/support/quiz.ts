/**
 * Quiz helpers for the journeys: the answer key comes from the curated content, matched by the text of
 * the question and options, because every attempt draws its own questions and shuffles their options.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';

interface ContentQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
}

export function contentQuestions(file: string): ContentQuestion[] {
  return (JSON.parse(readFileSync(`content/modules/${file}`, 'utf8')) as { questions: ContentQuestion[] }).questions;
}

function find(questions: ContentQuestion[], text: string): ContentQuestion {
  const question = questions.find((item) => text.includes(item.question));
  if (!question) throw new Error(`No content question matches "${text}"`);
  return question;
}

/** Answers every drawn question on the page right or wrong; returns the question texts shown. */
export async function answerDrawnQuiz(page: Page, file: string, answer: 'right' | 'wrong'): Promise<string[]> {
  const questions = contentQuestions(file);
  const cards = page.getByTestId('quiz-question');
  const shown: string[] = [];
  for (let index = 0; index < (await cards.count()); index += 1) {
    const card = cards.nth(index);
    const question = find(questions, (await card.locator('legend').textContent()) ?? '');
    shown.push(question.question);
    const right = question.options[question.correctAnswer]!;
    const target = answer === 'right' ? right : question.options.find((option) => option !== right)!;
    await card.getByRole('radio', { name: target, exact: true }).check();
  }
  return shown;
}

/** Draws an attempt through the API and submits it with every answer right. */
export async function passQuizViaApi(request: APIRequestContext, moduleId: number, file: string) {
  const questions = contentQuestions(file);
  const draw = (await (await request.post(`/api/learning/modules/${moduleId}/quiz/attempts`)).json()) as {
    attemptId: number;
    questions: Array<{ id: number; question: string; options: string[] }>;
  };
  const answers = Object.fromEntries(
    draw.questions.map((drawn) => {
      const question = find(questions, drawn.question);
      return [String(drawn.id), drawn.options.indexOf(question.options[question.correctAnswer]!)];
    }),
  );
  return request.post(`/api/learning/modules/${moduleId}/quiz`, { data: { attemptId: draw.attemptId, answers } });
}
