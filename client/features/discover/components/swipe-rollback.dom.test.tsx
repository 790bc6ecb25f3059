/**
 * A swipe the server refuses comes back: the card returns to the top of the deck with the spec's toast, and
 * nothing is saved. The refusal is real: the session ends on the server after the deck has loaded.
 */
import { eq } from 'drizzle-orm';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getShownToasts, resetToasts } from '@/lib/toast-store';
import { renderWithApp } from '../../../test/render-with-app';
import { realServerForThisFile, registerUser } from '../../../test/real-server';
import { preferences } from '../../../../server/db/schema';
import { DiscoverScreen } from './discover-screen';

const realServer = realServerForThisFile();
afterEach(() => resetToasts());

const topName = async () => (await screen.findByTestId('top-card')).getAttribute('aria-label') as string;

describe('a swipe the server refuses', () => {
  it('puts the card back on top with "Failed to save your preference" and saves nothing', async () => {
    const user = await registerUser(realServer().app);
    realServer().signIn(user);
    renderWithApp(<DiscoverScreen />);
    const first = await topName();
    await realServer().app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));

    await waitFor(() => expect(getShownToasts().map((shown) => shown.description)).toContain('Failed to save your preference. Please try again.'));
    await waitFor(async () => expect(await topName()).toBe(first));
    expect(await realServer().database.db.select().from(preferences).where(eq(preferences.userId, user.id))).toEqual([]);
  });
});
