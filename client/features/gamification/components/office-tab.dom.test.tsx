/**
 * The Office against the real server: a user with a match and a completed module sees their own numbers
 * on each of the four tabs; the tabs switch by pointer and by the arrow keys (Home/End too); a failed load
 * shows the error with Try again.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GAMIFICATION_URLS } from '@shared/contracts/gamification';
import { completeModule } from '../../../../server/modules/gamification/office-test-helpers';
import { createMatchedPair } from '../../../../server/test/test-matches';
import type { TestUser } from '../../../../server/test/test-app';
import { renderWithApp } from '../../../test/render-with-app';
import { startRealServer, type RealServer } from '../../../test/real-server';
import { formatPoints } from './office-ui';
import { OfficeTab } from './office-tab';

let server: RealServer;
let user: TestUser;
beforeAll(async () => {
  server = await startRealServer();
  ({ a: user } = await createMatchedPair(server.app));
  await completeModule(server, user, 1);
});
afterEach(() => {
  cleanup();
  server.signOut();
});
afterAll(async () => {
  await server.close();
});

async function fromServer<T>(url: string): Promise<T> {
  return (await server.app.inject({ url, headers: { cookie: user.cookie } })).json() as T;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const activePanel = () => screen.getByRole('tabpanel');

describe('the Office tabs', () => {
  it("shows the user's own numbers on each tab, switched by pointer", async () => {
    server.signIn(user);
    const overview = await fromServer<{ total: number; level: number }>(GAMIFICATION_URLS.overview);
    expect(overview.total).toBeGreaterThan(0);
    renderWithApp(<OfficeTab />);

    expect(tab('Overview').getAttribute('aria-selected')).toBe('true');
    expect(await within(activePanel()).findByText(formatPoints(overview.total))).toBeTruthy();

    fireEvent.mouseDown(tab('Achievements'), { button: 0 });
    expect(tab('Achievements').getAttribute('aria-selected')).toBe('true');
    expect(await within(activePanel()).findByText('First Connection')).toBeTruthy();
    expect(within(activePanel()).getByText('First Lesson')).toBeTruthy();

    fireEvent.mouseDown(tab('Points'), { button: 0 });
    expect(await within(activePanel()).findByText('Points breakdown')).toBeTruthy();
    expect(within(activePanel()).getByRole('progressbar', { name: /^Matches share of your points$/i })).toBeTruthy();

    fireEvent.mouseDown(tab('Learning'), { button: 0 });
    const modules = await within(activePanel()).findByText('Modules completed');
    expect(modules.parentElement?.textContent).toMatch(/^Modules completed1\/\d+$/);
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    server.signIn(user);
    renderWithApp(<OfficeTab />);
    tab('Overview').focus();
    const pressOnFocused = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    const selected = () => screen.getAllByRole('tab').find((entry) => entry.getAttribute('aria-selected') === 'true')?.textContent;

    pressOnFocused('ArrowRight');
    await waitFor(() => expect(selected()).toBe('Achievements'));
    expect(document.activeElement).toBe(tab('Achievements'));
    pressOnFocused('ArrowRight');
    await waitFor(() => expect(selected()).toBe('Points'));
    pressOnFocused('End');
    await waitFor(() => expect(selected()).toBe('Learning'));
    pressOnFocused('ArrowRight');
    await waitFor(() => expect(selected()).toBe('Overview'));
    pressOnFocused('ArrowLeft');
    await waitFor(() => expect(selected()).toBe('Learning'));
    pressOnFocused('Home');
    await waitFor(() => expect(selected()).toBe('Overview'));
    // The panel left behind stays on screen until the new one has rendered in the background (components/ui/tabs.tsx).
    await waitFor(() => expect(screen.getAllByRole('tabpanel')).toHaveLength(1));
    expect(await within(activePanel()).findByText('points')).toBeTruthy();
  });

  it('shows the error state with Try again when the data cannot be loaded (signed out)', async () => {
    renderWithApp(<OfficeTab />);
    expect(await screen.findByText("Couldn't load your office")).toBeTruthy();
    // Signing in and trying again loads it.
    server.signIn(user);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const overview = await fromServer<{ total: number }>(GAMIFICATION_URLS.overview);
    expect(await within(activePanel()).findByText(formatPoints(overview.total))).toBeTruthy();
  });
});
