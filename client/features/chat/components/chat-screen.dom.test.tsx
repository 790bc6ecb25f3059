/**
 * The chat against the real server: the newest page first, scrolled to the bottom; scrolling to the top
 * loads the older page and keeps the message being read in place; a new message while scrolled up offers
 * "New messages" instead of moving the view. (The live socket's part, turning a `new_message` event into a
 * refetch, is the live layer's and is covered end to end in e2e/chat.spec.ts; here the refetch is asked
 * for directly, as the live layer does.)
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Route } from 'wouter';
import { MESSAGE_PAGE_SIZE } from '@shared/contracts/messages';
import { messages as messagesTable } from '../../../../server/db/schema';
import { createMatchedPair } from '../../../../server/test/test-matches';
import { apiUrls } from '@/config/api-urls';
import { renderWithApp } from '../../../test/render-with-app';
import { startRealServer, type RealServer } from '../../../test/real-server';
import { installScrollLayout, topVisibleRow, VIEW_PX } from '../../../test/scroll-layout';
import { ChatScreen } from './chat-screen';

let server: RealServer;
let removeLayout: () => void;
beforeAll(async () => {
  server = await startRealServer();
  removeLayout = installScrollLayout();
});
afterEach(() => cleanup());
afterAll(async () => {
  removeLayout();
  await server.close();
});

/** A conversation with `count` messages from Bob, "history 1" (oldest) to "history <count>". */
async function conversation(count: number) {
  const pair = await createMatchedPair(server.app);
  const rows = Array.from({ length: count }, (_, index) => ({ matchId: pair.matchId, senderId: pair.b.id, recipientId: pair.a.id, content: `history ${index + 1}`, clientId: `seed-${index}` }));
  await server.database.db.insert(messagesTable).values(rows);
  server.signIn(pair.a);
  return pair;
}

function renderChat(matchId: number) {
  return renderWithApp(
    <Route path="/chat/:id">
      <ChatScreen />
    </Route>,
    { path: `/chat/${matchId}` },
  );
}

const scroller = () => screen.getByTestId('message-scroller');
const atBottom = (element: HTMLElement) => element.scrollTop === element.scrollHeight - VIEW_PX;

describe('chat scrolling and paging', () => {
  it('opens on the newest page, scrolled to the bottom', async () => {
    const { matchId } = await conversation(MESSAGE_PAGE_SIZE + 10);
    renderChat(matchId);
    expect(await screen.findByText(`history ${MESSAGE_PAGE_SIZE + 10}`)).toBeTruthy();
    expect(screen.queryByText('history 10')).toBeNull();
    expect(screen.getByText('history 11')).toBeTruthy();
    expect(atBottom(scroller())).toBe(true);
  });

  it('loads the older page at the top and keeps the message being read in place', async () => {
    const { matchId } = await conversation(MESSAGE_PAGE_SIZE + 10);
    renderChat(matchId);
    await screen.findByText(`history ${MESSAGE_PAGE_SIZE + 10}`);
    const element = scroller();
    element.scrollTop = 0;
    const readingBefore = topVisibleRow(element);
    expect(readingBefore).toContain('history 11');
    fireEvent.scroll(element);
    expect(await screen.findByText('history 1')).toBeTruthy();
    expect(topVisibleRow(element)).toBe(readingBefore);
    expect(atBottom(element)).toBe(false);
    // Everything is loaded now: the conversation's start shows and no further page is asked for.
    element.scrollTop = 0;
    fireEvent.scroll(element);
    expect(screen.queryByText('Loading older messages')).toBeNull();
  });

  it('offers "New messages" for a message arriving while scrolled up, and follows it at the bottom', async () => {
    const { a, b, matchId } = await conversation(20);
    const { queryClient } = renderChat(matchId);
    await screen.findByText('history 20');
    const element = scroller();
    element.scrollTop = 0;
    fireEvent.scroll(element);

    const sent = await server.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'while you read' }, headers: { cookie: b.cookie } });
    expect(sent.statusCode).toBe(201);
    await act(() => queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(matchId)] }));
    expect(await screen.findByText('while you read')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'New messages' });
    expect(element.scrollTop).toBe(0);

    fireEvent.click(button);
    expect(atBottom(element)).toBe(true);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();

    // At the bottom, the next one is followed without a button.
    fireEvent.scroll(element);
    await server.app.inject({ method: 'POST', url: `/api/matches/${matchId}/messages`, payload: { content: 'and another' }, headers: { cookie: b.cookie } });
    await act(() => queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(matchId)] }));
    await screen.findByText('and another');
    await waitFor(() => expect(atBottom(element)).toBe(true));
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
    expect(a.id).toBeGreaterThan(0);
  });

  it('opens a quoted original 500 messages back with one request per 50-message page, keeping what is loaded', async () => {
    const { a, matchId } = await conversation(550);
    const [original] = await server.database.db
      .select({ id: messagesTable.id })
      .from(messagesTable)
      .where(and(eq(messagesTable.matchId, matchId), eq(messagesTable.content, 'history 1')))
      .limit(1);
    const reply = await server.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/messages`,
      payload: { content: 'what did you mean here?', replyToId: original!.id },
      headers: { cookie: a.cookie },
    });
    expect(reply.statusCode).toBe(201);
    renderChat(matchId);
    const quote = await screen.findByRole('button', { name: /^Reply to .*: history 1\. Show the original$/ });

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      fireEvent.click(quote);
      // The quote shows "history 1" too: the original's page is the one holding its neighbour "history 2".
      expect(await screen.findByText('history 2', {}, { timeout: 90_000 })).toBeTruthy();
      await waitFor(() => expect(screen.getAllByText('history 1')).toHaveLength(2));
      const historyUrls = fetchSpy.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((url) => url.includes(`/api/matches/${matchId}/messages`));
      // 551 messages: the newest page was loaded; the original is on the 12th page, so 11 older pages.
      expect(historyUrls).toHaveLength(Math.ceil(551 / MESSAGE_PAGE_SIZE) - 1);
      expect(historyUrls.every((url) => new URL(url, 'http://localhost').searchParams.has('before'))).toBe(true);
    } finally {
      fetchSpy.mockRestore();
    }
    // The pages already loaded stay: the newest message is still in the list.
    expect(screen.getByText('history 550')).toBeTruthy();
  }, 150_000);
});
