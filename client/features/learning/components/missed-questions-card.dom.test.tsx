/**
 * The missed-questions card on the Learning home (docs/decisions/063-wrong-answers-that-teach.md), against the real
 * server: it reviews a missed question without showing its answer first and explains a wrong pick.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { missedQuestions, quizQuestions } from '../../../../server/db/schema';
import { api, drawQuiz, fixtureTeaching, seedFixtureMisconceptions } from '../../../../server/modules/learning/learning-test-helpers';
import { renderWithApp } from '../../../test/render-with-app';
import { realServerForThisFile, registerUser } from '../../../test/real-server';
import { MissedQuestionsCard } from './missed-questions-card';

const realServer = realServerForThisFile();
beforeAll(async () => {
  await seedFixtureMisconceptions(realServer(), 1);
}, 180_000);

describe('the missed-questions card', () => {
  it('brings back a missed question without its answer and explains a wrong pick', async () => {
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
