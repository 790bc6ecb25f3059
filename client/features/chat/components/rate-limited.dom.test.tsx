/**
 * What a 429 says, against the real server (docs/decisions/049-limits-per-person-and-matches-that-teach.md): a
 * chat send past the per-minute message limit and a sign-in past the per-account login limit each name what
 * was too quick and how long to wait, from the server's own `retryAfterSeconds`.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE } from '@shared/contracts/messages';
import { createMatchedPair } from '../../../../server/test/test-matches';
import { Toaster } from '@/components/ui/toaster';
import { renderWithApp } from '../../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../../test/real-server';
import { LoginForm } from '../../auth/components/login-form';
import { MessageComposer } from './message-composer';

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

describe('a 429 tells the person what to wait for', () => {
  it('a chat send past the message limit: "You\u2019re sending messages quickly; try again in N s", and the text stays', async () => {
    const pair = await createMatchedPair(server.app);
    for (let index = 0; index < MESSAGES_PER_MINUTE; index += 1) {
      const sent = await server.app.inject({ method: 'POST', url: `/api/matches/${pair.matchId}/messages`, payload: { content: `quick ${index}` }, headers: { cookie: pair.a.cookie } });
      expect(sent.statusCode).toBe(201);
    }
    server.signIn(pair.a);
    renderWithApp(
      <>
        <MessageComposer matchId={pair.matchId} partnerName="Bob" onRefused={() => undefined} />
        <Toaster />
      </>,
    );
    const box = screen.getByPlaceholderText('Type a message...');
    fireEvent.change(box, { target: { value: 'one more thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    // The wait is what the server asked for: seconds under a minute, "1 min" for a full window.
    const notice = await screen.findByText(/^You're sending messages quickly; try again in (\d+ s|1 min)\.$/);
    const [, amount, unit] = /in (\d+) (s|min)/.exec(notice.textContent ?? '') ?? [];
    const seconds = Number(amount) * (unit === 'min' ? 60 : 1);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('one more thing'));
    expect(screen.queryByText('Failed to send message. Please try again.')).toBeNull();
  });

  it('a sign-in past the per-account login limit: "Too many sign-in attempts; try again in 15 min"', async () => {
    const user = await registerUser(server.app);
    for (let index = 0; index < 10; index += 1) {
      const attempt = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: user.username, password: 'wrong-password-1' } });
      expect(attempt.statusCode).toBe(401);
    }
    renderWithApp(
      <>
        <LoginForm onSuccess={() => undefined} />
        <Toaster />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: user.username } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: user.password } });
    fireEvent.click(screen.getByRole('button', { name: /log in|sign in/i }));
    expect(await screen.findByText(/^Too many sign-in attempts; try again in (1[45] min|\d+ s)\.$/)).toBeTruthy();
  });
});
