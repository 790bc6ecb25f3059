/** Helpers for the safety and moderation tests: acting as a user, making a moderator, sending messages. */
import { giveModeratorPasskeySession } from '../../test/passkey-session';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TestContext, TestUser } from '../../test/test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(context: TestContext) {
  return (user: TestUser | null, method: Method, url: string, payload?: object) => context.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
}

/** Grants the role, then gives the moderator a passkey and a passkey session (`user.cookie` is replaced):
 *  the second factor the moderation tools ask for (docs/decisions/051). */
export async function makeModerator(context: TestContext, user: TestUser): Promise<void> {
  await context.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, user.id));
  await giveModeratorPasskeySession(context.app, user);
}

export async function sendMessage(context: TestContext, from: TestUser, matchId: number, content: string): Promise<number> {
  const response = await caller(context)(from, 'POST', `/api/matches/${matchId}/messages`, { content });
  if (response.statusCode !== 201) throw new Error(`send failed ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: number }).id;
}

export async function matchIdsOf(context: TestContext, user: TestUser): Promise<number[]> {
  const list = (await caller(context)(user, 'GET', '/api/matches')).json() as Array<{ id: number }>;
  return list.map((match) => match.id);
}
