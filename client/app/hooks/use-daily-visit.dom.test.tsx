/**
 * The signed-in app records the day's login by saying it is open (a POST: no GET writes), against the real
 * server: the user's zone is moved to a calendar day that has no login yet, and the app's start scores it.
 */
import { cleanup, waitFor } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { registerUser, startRealServer, type RealServer } from '../../test/real-server';
import { pointsLedger, users } from '../../../server/db/schema';
import { calendarDay } from '../../../server/lib/calendar';
import { useDailyVisit } from './use-daily-visit';

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

function Visitor() {
  useDailyVisit();
  return null;
}

const loginDays = async (userId: number) =>
  (await server.database.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.source, 'dailyLogins')))).map(
    (row) => row.idempotencyKey,
  );

describe('the daily visit', () => {
  it("records a new calendar day's login when the signed-in app starts", async () => {
    const user = await registerUser(server.app);
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await server.database.db.update(users).set({ timeZone: zone }).where(eq(users.id, user.id));
    expect(await loginDays(user.id)).toEqual([`daily-login:${calendarDay(new Date(), 'UTC')}`]);

    server.signIn(user);
    renderWithApp(<Visitor />);

    await waitFor(async () => expect(await loginDays(user.id)).toContain(`daily-login:${calendarDay(new Date(), zone)}`));
  });
});
