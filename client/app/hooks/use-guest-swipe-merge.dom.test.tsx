/**
 * A guest's swipes join the account at sign-in, against the real server: saved, the newer swipe winning, then
 * removed from the browser; a guest who signs in on the page has theirs merged at that moment.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addGuestSwipe, clearGuestSwipes, readGuestSwipes } from '@/lib/guest-swipes';
import { getAuthStatusQueryOptions } from '@/lib/current-user';
import { renderWithApp } from '../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../test/real-server';
import type { TestUser } from '../../../server/test/test-app';
import { useGuestSwipeMerge } from './use-guest-swipe-merge';

let server: RealServer;
let coinIds: number[];
const coin = (index: number) => {
  const id = coinIds[index];
  if (id === undefined) throw new Error(`the catalogue has no coin ${index}`);
  return id;
};
beforeAll(async () => {
  server = await startRealServer();
  coinIds = ((await server.app.inject({ url: '/api/cryptos' })).json() as Array<{ id: number }>).map((coin) => coin.id);
});
afterEach(() => {
  cleanup();
  clearGuestSwipes();
  server.signOut();
});
afterAll(async () => {
  await server.close();
});

function Merger() {
  useGuestSwipeMerge();
  return null;
}

async function savedPreferences(user: TestUser): Promise<Array<{ coinId: number; liked: boolean }>> {
  return (await server.app.inject({ url: '/api/preferences', headers: { cookie: user.cookie } })).json();
}

describe('merging guest swipes', () => {
  it('saves them to the account when the app starts signed in, keeps a newer account swipe, then forgets them', async () => {
    const user = await registerUser(server.app);
    const [first, second, third] = [coin(0), coin(1), coin(2)];
    // Swiped on the account (liked) after the guest passed on it: the account's swipe is newer and wins.
    addGuestSwipe(third, false, Date.now() - 60_000);
    await server.app.inject({ method: 'POST', url: '/api/preferences', headers: { cookie: user.cookie }, payload: { coinId: third, liked: true } });
    addGuestSwipe(first, true);
    addGuestSwipe(second, false);
    addGuestSwipe(999_999, true);

    server.signIn(user);
    renderWithApp(<Merger />);

    await waitFor(() => expect(readGuestSwipes()).toEqual([]));
    const saved = await savedPreferences(user);
    expect(saved).toEqual(
      expect.arrayContaining([
        { coinId: first, liked: true },
        { coinId: second, liked: false },
        { coinId: third, liked: true },
      ]),
    );
    expect(saved.some((preference) => preference.coinId === 999_999)).toBe(false);
  });

  it('merges at the moment a guest signs in on the page', async () => {
    const user = await registerUser(server.app);
    const fourth = coin(3);
    addGuestSwipe(fourth, true);
    const { queryClient } = renderWithApp(<Merger />);
    // A guest: nothing is sent while nobody is signed in.
    await waitFor(() => expect(queryClient.getQueryState(getAuthStatusQueryOptions().queryKey)?.status).toBe('success'));
    expect(readGuestSwipes()).toHaveLength(1);
    expect(await savedPreferences(user)).toEqual([]);

    server.signIn(user);
    await queryClient.invalidateQueries({ queryKey: getAuthStatusQueryOptions().queryKey });

    await waitFor(() => expect(readGuestSwipes()).toEqual([]));
    expect(await savedPreferences(user)).toEqual([{ coinId: fourth, liked: true }]);
  });
});
