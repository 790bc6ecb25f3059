/**
 * The live layer turns the server's events into the app's state: a message sent by the partner through the
 * real API reaches this page over the real /ws socket, marks the conversation's cache stale and, unless that
 * conversation is open, shows "Message from <name>". Nothing is stubbed (client/test/real-server.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { apiUrls } from '@/config/api-urls';
import { useLiveStatus } from '@/lib/live-store';
import { getShownToasts, resetToasts, waitingToasts } from '@/lib/toast-store';
import { renderWithApp } from '../../test/render-with-app';
import { realServerForThisFile } from '../../test/real-server';
import { as } from '../../../server/test/test-app';
import { createMatchedPair } from '../../../server/test/test-matches';
import { LiveLayer } from './live-layer';

const realServer = realServerForThisFile();
/** The connection's status on the page, to wait for the socket rather than for a time. */
const Live = () => (
  <>
    <LiveLayer />
    <output aria-label="live status">{useLiveStatus()}</output>
  </>
);
const socketOpen = () => waitFor(() => expect(screen.getByLabelText('live status').textContent).toBe('open'), { timeout: 10_000 });
afterEach(() => resetToasts());

/**
 * Waits until the page's socket is subscribed: then what the page had before is refetched (decision 038), so the
 * cached conversation turns stale. It is set fresh again: from here on only a new event marks it stale.
 */
async function subscribed(queryClient: QueryClient, matchId: number): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryState([apiUrls.matchMessages(matchId)])?.isInvalidated).toBe(true), { timeout: 10_000 });
  queryClient.setQueryData([apiUrls.matchMessages(matchId)], []);
}

async function signedInPage(path: string) {
  const { a: alice, b: bob, matchId } = await createMatchedPair(realServer().app);
  realServer().signIn(alice);
  const page = renderWithApp(<Live />, { path });
  // The conversation's messages, as a chat screen would have them cached.
  page.queryClient.setQueryData([apiUrls.matchMessages(matchId)], []);
  await socketOpen();
  await subscribed(page.queryClient, matchId);
  return { page, alice, bob, matchId };
}

/** Shown or waiting its turn (one toast shows at a time: the new match's may come first). */
const messageToasts = () => [...getShownToasts(), ...waitingToasts()].filter((item) => item.category === 'messages');

describe('the live layer', () => {
  it("a partner's message marks the conversation stale and says who wrote, with a link to the chat", async () => {
    const { page, bob, matchId } = await signedInPage('/discover');
    expect(page.queryClient.getQueryState([apiUrls.matchMessages(matchId)])?.isInvalidated).toBe(false);

    expect((await as(realServer().app, bob).post(`/api/matches/${matchId}/messages`, { content: 'Gas is the fee for each step' })).statusCode).toBe(201);

    await waitFor(() => expect(page.queryClient.getQueryState([apiUrls.matchMessages(matchId)])?.isInvalidated).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(messageToasts().map((item) => item.description)).toEqual(['Message from Bob']));
    expect(messageToasts()[0]?.action).toMatchObject({ label: 'Read', href: `/chat/${matchId}` });
    page.unmount();
  });

  it('with that conversation open, the message refreshes it without a toast', async () => {
    const { page, bob, matchId } = await signedInPage('/discover');
    page.unmount();
    const open = renderWithApp(<Live />, { path: `/chat/${matchId}` });
    open.queryClient.setQueryData([apiUrls.matchMessages(matchId)], []);
    await socketOpen();
    await subscribed(open.queryClient, matchId);

    expect((await as(realServer().app, bob).post(`/api/matches/${matchId}/messages`, { content: 'Seen here' })).statusCode).toBe(201);

    await waitFor(() => expect(open.queryClient.getQueryState([apiUrls.matchMessages(matchId)])?.isInvalidated).toBe(true), { timeout: 10_000 });
    expect(messageToasts()).toEqual([]);
    open.unmount();
  });
});
