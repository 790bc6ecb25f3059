/**
 * A signed-in member for the page benches, made through the server's API only (as e2e/support/social.ts):
 * two users who teach each other (Staking <-> Trading), matched by the server's matching job after their
 * swipes, with a short conversation, so /matches and /messages show real content. `signedInMember` returns the
 * member's session cookie ("name=value"), for Lighthouse's extraHeaders or a browser context; `memberInChat`
 * also the conversation's match id.
 */
import { TEACHES_STAKING, TEACHES_TRADING } from '../../server/test/learning-profiles';

const PASSWORD = 'bench-password-123';

async function call(origin: string, method: string, url: string, cookie: string | undefined, body?: unknown): Promise<Response> {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}), origin },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function register(origin: string, username: string, displayName: string): Promise<{ id: number; cookie: string }> {
  const response = await call(origin, 'POST', '/api/auth/register', undefined, { username, displayName, password: PASSWORD, birthYear: 1990, birthMonth: 6 });
  const cookie = (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  if (!cookie) throw new Error('register set no session cookie');
  return { id: ((await response.json()) as { id: number }).id, cookie };
}

export async function signedInMember(origin: string): Promise<string> {
  return (await memberInChat(origin)).cookie;
}

export async function memberInChat(origin: string): Promise<{ cookie: string; matchId: number }> {
  const suffix = Date.now().toString(36);
  const member = await register(origin, `bench_member_${suffix}`, 'Bench Member');
  const partner = await register(origin, `bench_partner_${suffix}`, 'Bench Partner');
  const both = [...TEACHES_STAKING.learningInterests, ...TEACHES_TRADING.learningInterests];
  await call(origin, 'PATCH', '/api/users/profile', member.cookie, { ...TEACHES_STAKING, learningInterests: both });
  await call(origin, 'PATCH', '/api/users/profile', partner.cookie, { ...TEACHES_TRADING, learningInterests: both });
  for (const user of [partner, member]) {
    for (const coinId of [1, 2, 5, 12, 20]) await call(origin, 'POST', '/api/preferences', user.cookie, { coinId, liked: true });
  }
  // Matching runs as a job after the swipes: its sentinel is the match in the member's list.
  let matchId: number | undefined;
  for (let attempt = 0; attempt < 240 && matchId === undefined; attempt += 1) {
    const matches = (await (await call(origin, 'GET', '/api/matches', member.cookie)).json()) as Array<{ id: number; matchedUser: { id: number } }>;
    matchId = matches.find((match) => match.matchedUser.id === partner.id)?.id;
    if (matchId === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (matchId === undefined) throw new Error('the bench member and partner did not match within a minute');
  const lines = ['Hi! I can explain staking if you show me how you plan a trade.', 'Deal. What do you want to know first?', 'How do validators get chosen?'];
  for (const [index, content] of lines.entries()) await call(origin, 'POST', `/api/matches/${matchId}/messages`, index % 2 ? partner.cookie : member.cookie, { content });
  return { cookie: member.cookie, matchId };
}
