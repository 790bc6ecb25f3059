/**
 * The live-delivery benchmark's data, written straight to a PostgreSQL database of its own: users with a
 * session each (the cookie token is ours, only its SHA-256 is stored, as the app does) and one match per
 * pair of users. The database is migrated and content-seeded like a real start, and dropped at the end.
 */
import pg from 'pg';
import { seedContent } from '../../server/content/seed-content';
import { openDatabase } from '../../server/db/client';
import { matches, sessions, users } from '../../server/db/schema';
import { createSessionToken, hashSessionToken, SESSION_COOKIE } from '../../server/modules/auth/session-token';

export interface BenchUser {
  id: number;
  cookie: string;
}

export interface BenchPair {
  matchId: number;
  low: BenchUser;
  high: BenchUser;
}

export interface LiveFixture {
  url: string;
  users: BenchUser[];
  pairs: BenchPair[];
  drop(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BREAKDOWN = { knowledgeExchange: 20, learningInterests: 20, learningStyles: 10, communication: 10, personalityFit: 10, mutualTeachingBonus: 0 };

function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * User ids start far above anything a test database reaches: Redis pub/sub channels are per user id and
 * shared by every database on the same Redis, so a test running at the same time never hears our events.
 */
export function benchUserIdBase(pid: number): number {
  return 1_000_000_000 + (pid % 500_000) * 2_000;
}

export async function createLiveFixture(baseUrl: string, userCount: number): Promise<LiveFixture> {
  const name = `coinmates_bench_live_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const drop = async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    const url = withDatabase(baseUrl, name);
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    try {
      await seedContent(handle.db);
      const base = benchUserIdBase(process.pid);
      const expiresAt = new Date(Date.now() + DAY_MS);
      const benchUsers: BenchUser[] = [];
      const userRows: Array<typeof users.$inferInsert> = [];
      const sessionRows: Array<typeof sessions.$inferInsert> = [];
      for (let index = 0; index < userCount; index += 1) {
        const id = base + index + 1;
        const token = createSessionToken();
        userRows.push({ id, username: `bench${id}`, usernameKey: `bench${id}`, displayName: `Bench ${index + 1}`, passwordHash: 'bench-no-login', birthYear: 1990, birthMonth: 6 });
        sessionRows.push({ id: hashSessionToken(token), userId: id, expiresAt });
        benchUsers.push({ id, cookie: `${SESSION_COOKIE}=${token}` });
      }
      await handle.db.insert(users).values(userRows);
      await handle.db.insert(sessions).values(sessionRows);
      const matchRows: Array<typeof matches.$inferInsert> = [];
      for (let index = 0; index + 1 < benchUsers.length; index += 2) {
        matchRows.push({ userLowId: (benchUsers[index] as BenchUser).id, userHighId: (benchUsers[index + 1] as BenchUser).id, score: 70, breakdown: BREAKDOWN, reasons: [] });
      }
      const inserted = await handle.db.insert(matches).values(matchRows).returning({ id: matches.id, low: matches.userLowId });
      const byLow = new Map(benchUsers.map((user, index) => [user.id, index]));
      const pairs = inserted.map(({ id, low }) => {
        const index = byLow.get(low) as number;
        return { matchId: id, low: benchUsers[index] as BenchUser, high: benchUsers[index + 1] as BenchUser };
      });
      return { url, users: benchUsers, pairs, drop };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
