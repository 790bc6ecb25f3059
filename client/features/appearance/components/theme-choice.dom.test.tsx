/**
 * Choosing the theme in Profile against the real server (docs/decisions/057-dark-theme.md): the page repaints
 * at once (data-theme, theme-color, cookie), the account keeps the choice, a failed save puts everything back
 * and says so, and an account's choice made elsewhere is applied by the sync.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@shared/constants/theme';
import { getShownToasts, resetToasts, waitingToasts } from '@/lib/toast-store';
import { renderWithApp } from '../../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../../test/real-server';
import { pageTheme } from '../lib/page-theme';
import { ThemeChoice } from './theme-choice';
import { ThemeSync } from './theme-sync';

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
beforeEach(() => {
  document.documentElement.dataset.theme = 'light';
  document.cookie = 'cm_theme=; Path=/; Max-Age=0';
  resetToasts();
});
afterEach(() => {
  cleanup();
  server.signOut();
});
afterAll(async () => {
  await server.close();
});

const themeColors = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('media') ?? '', meta.content]);
const accountTheme = async (cookie: string) => (await server.app.inject({ url: '/api/auth/status', headers: { cookie } })).json().theme as string;

describe('the theme choice', () => {
  it('offers Light, Dark and System as radio buttons with the current one checked', () => {
    renderWithApp(<ThemeChoice theme="system" />);
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
  });

  it('paints the page in Dark at once, remembers it in the cookie and on the account', async () => {
    const user = await registerUser(server.app);
    server.signIn(user);
    renderWithApp(<ThemeChoice theme="light" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    expect(pageTheme()).toBe('dark');
    expect(themeColors()).toEqual([['', THEME_COLORS.dark]]);
    expect(document.cookie).toContain('cm_theme=dark');
    await waitFor(async () => expect(await accountTheme(user.cookie)).toBe('dark'));

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(pageTheme()).toBe('system');
    expect(themeColors()).toEqual([
      ['(prefers-color-scheme: light)', THEME_COLORS.light],
      ['(prefers-color-scheme: dark)', THEME_COLORS.dark],
    ]);
    await waitFor(async () => expect(await accountTheme(user.cookie)).toBe('system'));
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the page back and says so when the account does not take the choice', async () => {
    // Signed out on the server's side: the save is refused.
    renderWithApp(<ThemeChoice theme="light" />);
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(pageTheme()).toBe('dark');
    await waitFor(() => expect(pageTheme()).toBe('light'));
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    expect(document.cookie).toContain('cm_theme=light');
    expect([...getShownToasts(), ...waitingToasts()].map((item) => item.title)).toContain('Your theme was not saved');
  });
});

describe('the theme sync', () => {
  it("repaints a page in the signed-in account's theme chosen on another device", async () => {
    const user = await registerUser(server.app);
    await server.app.inject({ method: 'PUT', url: '/api/users/me/theme', headers: { cookie: user.cookie }, payload: { theme: 'dark' } });
    server.signIn(user);
    renderWithApp(<ThemeSync />);
    await waitFor(() => expect(pageTheme()).toBe('dark'));
    expect(document.cookie).toContain('cm_theme=dark');
  });
});
