/**
 * The chat against the real server: the newest page first, scrolled to the bottom; scrolling to the top
 * loads the older page and keeps the message being read in place; a new message while scrolled up offers
 * "New messages" instead of moving the view. (The live socket's part, turning a `new_message` event into a
 * refetch, is the live layer's and is covered end to end in e2e/chat.spec.ts; here the refetch is asked
 * for directly, as the live layer does.)
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  const rows = Array.from({ length: count }, (_, index) => ({ matchId: pair.matchId, senderId: pair.b.id, content: `history ${index + 1}`, clientId: `seed-${index}` }));
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
});
