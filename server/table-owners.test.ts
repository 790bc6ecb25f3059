/**
 * docs/decisions/023-one-owner-per-table-and-rule.md: every table of the schema has one folder whose code
 * writes it. Scans the server's code (tests aside) for a Drizzle write (`.insert(users)`, `.update(users)`,
 * `.delete(users)`) or a raw SQL one and names every file outside the owner that has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema';

const SERVER = path.resolve(import.meta.dirname);
/** Every table of the schema and the one folder whose code may write it (the content seed for the catalogue). */
const OWNERS: Record<string, string> = {
  users: 'modules/auth/',
  sessions: 'modules/auth/',
  usernameHolds: 'modules/auth/',
  accountSettings: 'modules/account/',
  coins: 'content/',
  contentVersions: 'content/',
  journeys: 'content/',
  learningModules: 'content/',
  quizQuestions: 'content/',
  vocabularyTerms: 'content/',
  coinMarket: 'modules/market/',
  marketSync: 'modules/market/',
  preferences: 'modules/preferences/',
  personalities: 'modules/profile/',
  pointsLedger: 'modules/gamification/',
  pointsDailyCaps: 'modules/gamification/',
  userAchievements: 'modules/gamification/',
  activityDays: 'modules/gamification/',
  teachingCredits: 'modules/gamification/',
  learningProgress: 'modules/learning/',
  quizDraws: 'modules/learning/',
  quizAttempts: 'modules/learning/',
  missedQuestions: 'modules/learning/',
  placementChecks: 'modules/learning/',
  userEmails: 'modules/email/',
  emailTokens: 'modules/email/',
  passkeys: 'modules/passkeys/',
  webauthnChallenges: 'modules/passkeys/',
  totpFactors: 'modules/totp/',
  totpRecoveryCodes: 'modules/totp/',
  totpSignIns: 'modules/totp/',
  pushSubscriptions: 'modules/push/',
  pushSettings: 'modules/push/',
  pushKindResumes: 'modules/push/',
  pushDeliveries: 'modules/push/',
  blocks: 'modules/safety/',
  reports: 'modules/safety/',
  systemNotices: 'modules/safety/',
  moderationAudit: 'modules/moderation/',
  matches: 'modules/matching/',
  messages: 'modules/messages/',
  messageReactions: 'modules/messages/',
  messageEdits: 'modules/messages/',
  teachBackCards: 'modules/messages/',
  drillChallenges: 'modules/messages/',
  sharedJourneys: 'modules/pairs/',
  vocabularyCards: 'modules/vocabulary/',
  vocabularyReviews: 'modules/vocabulary/',
  vocabularySettings: 'modules/vocabulary/',
};

const TABLES = Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [{ table: name, sqlName: getTableName(value), folder: OWNERS[name] ?? '(no owner)' }] : []));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('-test-helpers.ts') ? [full] : [];
  });
}

describe('one owner per table', () => {
  const files = sourceFiles(SERVER).map((file) => ({ file: path.relative(SERVER, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

  it('names an owner for every table of the schema', () => {
    expect(TABLES.filter(({ folder }) => folder === '(no owner)').map(({ table }) => table)).toEqual([]);
    expect(Object.keys(OWNERS).filter((name) => !TABLES.some(({ table }) => table === name))).toEqual([]);
  });

  it.each(TABLES)('writes $table only in server/$folder', ({ table, sqlName, folder }) => {
    const drizzleWrite = new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`);
    const sqlWrite = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\b`, 'i');
    const writers = files.filter(({ text }) => drizzleWrite.test(text) || sqlWrite.test(text)).map(({ file }) => file);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !file.startsWith(folder))).toEqual([]);
  });
});
