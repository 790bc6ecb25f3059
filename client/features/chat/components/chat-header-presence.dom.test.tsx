/**
 * The partner's presence while our own live connection is down: unknown, so neither "Online" nor the green
 * dot (we hear no presence events then). The match comes from the real server; the partner being online is
 * applied as the live layer applies a `presence` event.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@shared/contracts/matches';
import { createMatchedPair } from '../../../../server/test/test-matches';
import { setLiveStatus } from '@/lib/live-store';
import { renderWithApp } from '../../../test/render-with-app';
import { startRealServer, type RealServer } from '../../../test/real-server';
import { ConversationRow } from '../../messages/components/conversation-row';
import { ChatHeader } from './chat-header';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
afterEach(() => {
  cleanup();
  act(() => setLiveStatus('idle'));
});
afterAll(async () => {
  await server.close();
});

describe('partner presence while reconnecting', () => {
  it('shows "Online" only while our own connection is open', async () => {
    const pair = await createMatchedPair(server.app, ['Alice', 'Bob']);
    const response = await server.app.inject({ url: `/api/matches/${pair.matchId}`, headers: { cookie: pair.a.cookie } });
    const fetched = response.json() as Match;
    const match: Match = { ...fetched, matchedUser: { ...fetched.matchedUser, isOnline: true } };
    act(() => setLiveStatus('open'));
    renderWithApp(
      <>
        <ChatHeader match={match} />
        <ConversationRow match={match} />
      </>,
    );
    expect(screen.getByText('Online')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Online' })).toBeTruthy();
    for (const status of ['reconnecting', 'lost'] as const) {
      act(() => setLiveStatus(status));
      expect(screen.queryByText('Online'), status).toBeNull();
      expect(screen.queryByRole('img', { name: 'Online' }), status).toBeNull();
      expect(screen.getByText(`${match.matchScore}% match`)).toBeTruthy();
    }
    act(() => setLiveStatus('open'));
    expect(screen.getByText('Online')).toBeTruthy();
  });
});
