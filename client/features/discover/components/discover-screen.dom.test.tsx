/**
 * The swipe deck against the real server: a signed-in user's swipe by arrow key or by the buttons is
 * saved on the server and the next card comes up; a guest's Super Like stays in the browser and asks them
 * to sign up. There is no swipe up: Super Like is a button (docs/product.md section 2). Dragging needs real
 * pointer physics (motion's pan gesture does not run on happy-dom's events): the release rules are unit
 * tested (lib/swipe-decision.test.ts) and the drag itself end to end (e2e/discover-drag.spec.ts).
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_SWIPES_KEY } from '@/lib/guest-swipes';
import { renderWithApp } from '../../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../../test/real-server';
import type { TestUser } from '../../../../server/test/test-app';
import { DiscoverScreen } from './discover-screen';

let server: RealServer;
let coinIdByName: Map<string, number>;
beforeAll(async () => {
  server = await startRealServer();
  const coins = (await server.app.inject({ url: '/api/cryptos' })).json() as Array<{ id: number; name: string }>;
  coinIdByName = new Map(coins.map((coin) => [coin.name, coin.id]));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.signOut();
});
afterAll(async () => {
  await server.close();
});

/** The draggable top card (the animated stack, loaded after the static one). */
const topCard = () => screen.findByTestId('top-card');
const topName = async () => (await topCard()).getAttribute('aria-label') as string;

async function savedPreferences(user: TestUser): Promise<Array<{ coinId: number; liked: boolean }>> {
  return (await server.app.inject({ url: '/api/preferences', headers: { cookie: user.cookie } })).json();
}

async function expectSaved(user: TestUser, name: string, liked: boolean) {
  const coinId = coinIdByName.get(name);
  await waitFor(async () => expect(await savedPreferences(user)).toContainEqual({ coinId, liked }));
}

async function nextCardAfter(name: string): Promise<string> {
  await waitFor(async () => expect(await topName()).not.toBe(name));
  return topName();
}

describe('the swipe card', () => {
  it('likes with the right arrow and passes with the left one, saving each swipe', async () => {
    const user = await registerUser(server.app);
    server.signIn(user);
    renderWithApp(<DiscoverScreen />);
    const first = await topName();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    const second = await nextCardAfter(first);
    await expectSaved(user, first, true);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await nextCardAfter(second);
    await expectSaved(user, second, false);
    // The count of coins left follows.
    expect(screen.getByText(/coins left/).textContent).toMatch(/^\d+ coins left$/);
  });

  it('offers the same with buttons: Dislike, Like, Super Like (a like), and Info links to the card', async () => {
    const user = await registerUser(server.app);
    server.signIn(user);
    renderWithApp(<DiscoverScreen />);
    let name = await topName();
    expect(screen.getByRole('link', { name: 'Info' }).getAttribute('href')).toBe(`/crypto/${coinIdByName.get(name)}`);
    for (const [button, liked] of [
      ['Dislike', false],
      ['Like', true],
      ['Super Like', true],
    ] as const) {
      fireEvent.click(screen.getByRole('button', { name: button }));
      const next = await nextCardAfter(name);
      await expectSaved(user, name, liked);
      name = next;
    }
    expect(await savedPreferences(user)).toHaveLength(3);
  });

  it('ignores the arrow keys while typing or while a dialog is open', async () => {
    const user = await registerUser(server.app);
    server.signIn(user);
    renderWithApp(
      <>
        <input aria-label="Search" />
        <DiscoverScreen />
      </>,
    );
    const first = await topName();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'ArrowRight' });
    // Sentinel: a swipe by button after the ignored key; once it is saved, the key would have been too.
    fireEvent.click(screen.getByRole('button', { name: 'Dislike' }));
    await expectSaved(user, first, false);
    expect(await savedPreferences(user)).toEqual([{ coinId: coinIdByName.get(first), liked: false }]);
  });

  it("keeps a guest's swipes in the browser and asks them to sign up after a Super Like", async () => {
    renderWithApp(<DiscoverScreen />);
    const first = await topName();
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    const second = await nextCardAfter(first);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Super Like' }));
    await nextCardAfter(second);
    const prompt = await screen.findByRole('dialog');
    expect(prompt.textContent).toMatch(/sign up|create/i);
    const stored = JSON.parse(localStorage.getItem(GUEST_SWIPES_KEY) ?? '[]') as Array<{ coinId: number; liked: boolean }>;
    expect(stored.map(({ coinId, liked }) => ({ coinId, liked }))).toEqual([
      { coinId: coinIdByName.get(first), liked: true },
      { coinId: coinIdByName.get(second), liked: true },
    ]);
  });
});
