/**
 * docs/decisions/023-one-owner-per-table-and-rule.md: `users` and `sessions` are written only by the auth
 * module and the points ledger only by gamification. Scans the server's code (tests aside) for a Drizzle
 * write (`.insert(users)`, `.update(users)`, `.delete(users)`) or a raw SQL one and names every file
 * outside the owner that has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname);
const OWNERS: Record<string, { table: string; sqlName: string; folder: string }> = {
  users: { table: 'users', sqlName: 'users', folder: 'modules/auth/' },
  sessions: { table: 'sessions', sqlName: 'sessions', folder: 'modules/auth/' },
  pointsLedger: { table: 'pointsLedger', sqlName: 'points_ledger', folder: 'modules/gamification/' },
  teachingCredits: { table: 'teachingCredits', sqlName: 'teaching_credits', folder: 'modules/gamification/' },
  pointsDailyCaps: { table: 'pointsDailyCaps', sqlName: 'points_daily_caps', folder: 'modules/gamification/' },
  userEmails: { table: 'userEmails', sqlName: 'user_emails', folder: 'modules/email/' },
  emailTokens: { table: 'emailTokens', sqlName: 'email_tokens', folder: 'modules/email/' },
  messageReactions: { table: 'messageReactions', sqlName: 'message_reactions', folder: 'modules/messages/' },
  messageEdits: { table: 'messageEdits', sqlName: 'message_edits', folder: 'modules/messages/' },
  passkeys: { table: 'passkeys', sqlName: 'passkeys', folder: 'modules/passkeys/' },
  webauthnChallenges: { table: 'webauthnChallenges', sqlName: 'webauthn_challenges', folder: 'modules/passkeys/' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'migrations'].includes(entry.name) ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('-test-helpers.ts') ? [full] : [];
  });
}

describe('one owner per table', () => {
  const files = sourceFiles(SERVER).map((file) => ({ file: path.relative(SERVER, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }));

  it.each(Object.values(OWNERS))('writes $table only in server/$folder', ({ table, sqlName, folder }) => {
    const drizzleWrite = new RegExp(`\\.(insert|update|delete)\\(\\s*${table}\\s*\\)`);
    const sqlWrite = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${sqlName}"?\\b`, 'i');
    const writers = files.filter(({ text }) => drizzleWrite.test(text) || sqlWrite.test(text)).map(({ file }) => file);
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !file.startsWith(folder))).toEqual([]);
  });
});
