/**
 * The signed-in app records the day's login by saying it is open (a POST: no GET writes), against the real
 * server: the user's zone is moved to a calendar day that has no login yet, and the app's start scores it.
 */
import { waitFor } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { realServerForThisFile, registerUser } from '../../test/real-server';
import { pointsLedger, users } from '../../../server/db/schema';
import { calendarDay } from '../../../server/lib/calendar';
import { useDailyVisit } from './use-daily-visit';

const realServer = realServerForThisFile();

function Visitor() {
  useDailyVisit();
  return null;
}

const loginDays = async (userId: number) =>
  (
    await realServer()
      .database.db.select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.source, 'dailyLogins')))
  ).map((row) => row.idempotencyKey);

describe('the daily visit', () => {
  it("records a new calendar day's login when the signed-in app starts", async () => {
    const user = await registerUser(realServer().app);
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await realServer().database.db.update(users).set({ timeZone: zone }).where(eq(users.id, user.id));
    expect(await loginDays(user.id)).toEqual([`daily-login:${calendarDay(new Date(), 'UTC')}`]);

    realServer().signIn(user);
    renderWithApp(<Visitor />);

    await waitFor(async () => expect(await loginDays(user.id)).toContain(`daily-login:${calendarDay(new Date(), zone)}`));
  });
});
