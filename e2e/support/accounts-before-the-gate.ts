/**
 * Accounts made before the age gate (docs/decisions/045-age-gate.md) have no birth month, and no API can make
 * one now. playwright.config.ts runs this on the run's fresh data directory before the server starts (the
 * PGlite directory is then free): it registers one such account per browser project the way sign-up does,
 * then clears its birth month, as the migration left older rows.
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config/env';
import { databaseOptionsFromConfig, openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { createMemoryRateLimiter } from '../../server/lib/rate-limiter';
import { createInProcessUserChannel } from '../../server/live/user-channel';
import { endAllSessions, register } from '../../server/modules/auth/auth.service';
import { ACCOUNT_BEFORE_THE_GATE, accountBeforeTheGate } from './before-the-gate';

const database = await openDatabase(databaseOptionsFromConfig(loadConfig()));
try {
  for (const project of ACCOUNT_BEFORE_THE_GATE.projects) {
    const account = accountBeforeTheGate(project);
    const deps = { db: database.db, rateLimiter: createMemoryRateLimiter(), sessionTtlMs: 60_000, userChannel: createInProcessUserChannel() };
    const { user } = await register(deps, { ...account, birthYear: 1990, birthMonth: 6 });
    await endAllSessions(database.db, user.id);
    await database.db.update(users).set({ birthYear: null, birthMonth: null }).where(eq(users.id, user.id));
  }
} finally {
  await database.close();
}
