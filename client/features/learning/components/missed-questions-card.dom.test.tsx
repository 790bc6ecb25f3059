/**
 * Wrong answers that teach, on screen (docs/decisions/063-wrong-answers-that-teach.md): a graded question shows
 * the belief and correction of the option chosen and, after a pass, "Explain it another way"; the missed-questions
 * card on the Learning home, against the real server, reviews a missed question without showing its answer first.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizQuestionResult } from '@shared/contracts/learning';
import { missedQuestions, quizQuestions } from '../../../../server/db/schema';
import { api, drawQuiz, fixtureTeaching, seedFixtureMisconceptions } from '../../../../server/modules/learning/learning-test-helpers';
import { renderWithApp } from '../../../test/render-with-app';
import { realServerForThisFile, registerUser } from '../../../test/real-server';
import { MissedQuestionsCard } from './missed-questions-card';
import { QuizQuestionCard } from './quiz-question-card';

const realServer = realServerForThisFile();
beforeAll(async () => {
  await seedFixtureMisconceptions(realServer(), 1);
});

const question = { id: 7, question: 'Who keeps the change?', options: ['The miner', 'The sender', 'Nobody'] };
const graded = (overrides: Partial<QuizQuestionResult>): QuizQuestionResult => ({
  questionId: 7,
  chosen: 0,
  correctAnswer: null,
  isCorrect: false,
  explanation: 'Change goes where the outputs say.',
  misconception: null,
  explanationAlt: null,
  ...overrides,
});
const renderCard = (result: QuizQuestionResult) => renderWithApp(<QuizQuestionCard number={1} question={question} chosen={result.chosen} graded={result} isLocked onChoose={() => undefined} />);

describe('a graded quiz question', () => {
  it('after a failed attempt, shows the belief and correction of the option chosen and no right option', () => {
    renderCard(graded({ misconception: { belief: 'Leftover coins go to the miner as a tip.', correction: 'Only the difference between inputs and outputs is a fee.' } }));
    expect(screen.getByTestId('misconception-belief').textContent).toBe('Leftover coins go to the miner as a tip.');
    expect(screen.getByTestId('misconception-correction').textContent).toBe('Only the difference between inputs and outputs is a fee.');
    expect(screen.queryByRole('img', { name: 'Correct answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explain it another way' })).toBeNull();
  });

  it('marks an English misconception inside a translated page', () => {
    renderCard(graded({ misconception: { belief: 'Leftover coins go to the miner as a tip.', correction: 'Only the difference is a fee, never a tip.', inEnglish: true } }));
    expect(screen.getByTestId('misconception').getAttribute('lang')).toBe('en');
  });

  it('after a pass, shows the second explanation on request', () => {
    renderCard(graded({ chosen: 1, correctAnswer: 1, isCorrect: true, explanationAlt: 'Like paying with a banknote: change comes back only if you ask for it.' }));
    const alternative = screen.getByTestId('explanation-alt');
    expect(alternative.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Explain it another way' }));
    expect(alternative.hidden).toBe(false);
    expect(alternative.textContent).toBe('Like paying with a banknote: change comes back only if you ask for it.');
  });
});

describe('the missed-questions card', () => {
  it('brings back a missed question without its answer, explains a wrong pick and lets a right one graduate', async () => {
    const server = realServer();
    const user = await registerUser(server.app);
    const quiz = await drawQuiz(server, user, 1);
    await api(server).submit(user, 1, { attemptId: quiz.attemptId, answers: quiz.answersScoring(0) });
    server.signIn(user);
    renderWithApp(<MissedQuestionsCard />);

    const card = await screen.findByTestId('missed-questions');
    expect(within(card).getByText(`${quiz.key.length} to try again now. Each one comes back until you answer it right.`)).toBeTruthy();
    const review = within(card).getByTestId('missed-question');
    // Which question is shown and where its right option sits, read from the database.
    const shownText = within(review).getByRole('group').querySelector('legend')!.textContent!;
    const rows = await server.database.db.select().from(quizQuestions).where(eq(quizQuestions.moduleId, 1));
    const row = rows.find((candidate) => shownText.endsWith(candidate.question))!;
    const [cardRow] = await server.database.db
      .select()
      .from(missedQuestions)
      .where(and(eq(missedQuestions.userId, user.id), eq(missedQuestions.questionId, row.id)));
    const right = cardRow!.optionOrder.indexOf(row.correctAnswer);
    const wrong = (right + 1) % row.options.length;
    expect(review.querySelectorAll('.border-success')).toHaveLength(0);

    fireEvent.click(within(review).getAllByRole('radio')[wrong]!);
    fireEvent.click(within(review).getByRole('button', { name: 'Check answer' }));
    const belief = await within(review).findByTestId('misconception-belief');
    expect(belief.textContent).toBe(fixtureTeaching.belief(row.position - 1, cardRow!.optionOrder[wrong]!));
    expect(within(review).getByText('Not quite. It comes back later, so you can try again.')).toBeTruthy();
    expect(review.querySelectorAll('.border-success')).toHaveLength(0);

    fireEvent.click(within(review).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('missed-questions')).getByText(`${quiz.key.length - 1} to try again now, 1 later. Each one comes back until you answer it right.`)).toBeTruthy(),
    );
  });
});
