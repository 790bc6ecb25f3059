/**
 * A question the teacher wrote comes back a week later (docs/decisions/061-teaching-that-sticks.md), against
 * the real server: before the week both sides read when; then the learner's card asks it again with the
 * first answer hidden, the pick goes to the server, and the card says whether it stuck.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { teachBackMessageSchema, type TeachBackMessage } from '@shared/contracts/messages';
import { teachBackCards } from '../../../../server/db/schema';
import { completeModule } from '../../../../server/modules/gamification/office-test-helpers';
import { createMatchedPair } from '../../../../server/test/test-matches';
import { renderWithApp } from '../../../test/render-with-app';
import { startRealServer, type RealServer } from '../../../test/real-server';
import { TeachBackBubble } from './teach-back-bubble';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
afterEach(() => {
  cleanup();
  server.signOut();
});
afterAll(async () => {
  await server.close();
});

/** Ana writes a card (right answer "Whoever holds the keys"), Bob answers it right. */
async function answeredCard() {
  const pair = await createMatchedPair(server.app, ['Ana', 'Bob']);
  await completeModule(server, pair.a, 1);
  const question = { kind: 'custom', question: 'Who can move coins from a wallet?', options: ['Only the exchange', 'Whoever holds the keys'], correctAnswer: 1 };
  const sent = await server.app.inject({ method: 'POST', url: `/api/matches/${pair.matchId}/teach-backs`, payload: { moduleId: 1, question }, headers: { cookie: pair.a.cookie } });
  const card = teachBackMessageSchema.parse(sent.json());
  const answered = await server.app.inject({ method: 'POST', url: `/api/matches/${pair.matchId}/teach-backs/${card.id}/answer`, payload: { choice: 1 }, headers: { cookie: pair.b.cookie } });
  return { pair, card: teachBackMessageSchema.parse(answered.json()) };
}

describe('a teacher-written card a week later', () => {
  it('tells both sides when it comes back, before the week is over', async () => {
    const { pair, card } = await answeredCard();
    server.signIn(pair.b);
    renderWithApp(<TeachBackBubble message={card} matchId={pair.matchId} currentUserId={pair.b.id} partnerName="Ana" />);
    expect(screen.getByText(/This question comes back on .*: remember it then and Ana earns credit/)).toBeTruthy();
    expect(screen.getByText('Right answer')).toBeTruthy();
    cleanup();
    renderWithApp(<TeachBackBubble message={card} matchId={pair.matchId} currentUserId={pair.a.id} partnerName="Bob" />);
    expect(screen.getByText(/Bob gets this question again on /)).toBeTruthy();
  });

  it('asks the learner again with the first answer hidden, and says it stuck', async () => {
    const { pair, card } = await answeredCard();
    const weekAgo = new Date(Date.now() - 8 * 86_400_000);
    await server.database.db.update(teachBackCards).set({ answeredAt: weekAgo }).where(eq(teachBackCards.messageId, card.id));
    const due: TeachBackMessage = {
      ...card,
      teachBack: {
        ...card.teachBack,
        answer: { ...card.teachBack.answer!, answeredAt: weekAgo.toISOString() },
        recall: { opensAt: new Date(weekAgo.getTime() + 7 * 86_400_000).toISOString(), result: null },
      },
    };
    server.signIn(pair.b);
    renderWithApp(<TeachBackBubble message={due} matchId={pair.matchId} currentUserId={pair.b.id} partnerName="Ana" />);
    expect(screen.getByText('A week later: do you still know it? Pick from memory.')).toBeTruthy();
    expect(screen.queryByText('Right answer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Whoever holds the keys' }));
    await waitFor(async () => {
      const [row] = await server.database.db.select().from(teachBackCards).where(eq(teachBackCards.messageId, card.id));
      expect(row).toMatchObject({ recallChosen: 1, recallCorrect: true });
    });
  });
});
