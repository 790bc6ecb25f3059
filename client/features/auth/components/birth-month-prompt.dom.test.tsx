/**
 * The one-time birth-month question against the real server (docs/decisions/045-age-gate.md): an account from
 * before the age gate sees it by itself once, may put it off (learning goes on), opens it again from the
 * explanation, and its answer opens matching and chat.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../server/db/schema';
import { SocialAgeNotice } from '@/components/social-age-notice';
import { useCurrentUser } from '@/lib/current-user';
import { renderWithApp } from '../../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../../test/real-server';
import { BirthMonthPrompt } from './birth-month-prompt';

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

/** What the app shell and the Matches screen show such an account. */
function Harness() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <p>Signed in as {user.ageGroup}</p>
      {user.ageGroup === 'adult' ? null : <SocialAgeNotice ageGroup={user.ageGroup} />}
      {user.ageGroup === 'unknown' ? <BirthMonthPrompt user={user} /> : null}
    </>
  );
}

describe('the birth-month question', () => {
  it('opens by itself once, can wait, and its answer opens matching and chat', async () => {
    const user = await registerUser(server.app, { displayName: 'Before the gate' });
    await server.database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, user.id));
    server.signIn(user);

    renderWithApp(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'When were you born?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Confirm your birth month' })).toBeTruthy();

    // A new visit: asked already, so it stays closed until the member asks for it.
    cleanup();
    renderWithApp(<Harness />);
    expect(await screen.findByText('Signed in as unknown')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add my birth month' }));
    expect(await screen.findByRole('dialog', { name: 'When were you born?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose your birth month')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Birth month'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Birth year'), { target: { value: '1992' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Signed in as adult')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [row] = await server.database.db.select({ year: users.birthYear, month: users.birthMonth }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ year: 1992, month: 4 });
  });

  it('asks to confirm an answer under 13 before the account is deleted', async () => {
    const user = await registerUser(server.app, { displayName: 'Too young' });
    await server.database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, user.id));
    server.signIn(user);

    renderWithApp(<Harness />);
    expect(await screen.findByRole('dialog', { name: 'When were you born?' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Birth month'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Birth year'), { target: { value: String(new Date().getUTCFullYear() - 10) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must be at least 13 to use Coinmates.')).toBeTruthy();
    expect(await server.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.queryByText(/Signed in as/)).toBeNull());
    expect(await server.database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});
