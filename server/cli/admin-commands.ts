/**
 * The operator's commands (npm run admin -- <command>): role grants, and creating the first moderator
 * account. Each writes the moderation audit log. Returns the exit code; messages go to `out`/`err`.
 */
import { ageInYears, SOCIAL_AGE } from '../../shared/constants/age';
import { registerInputSchema } from '../../shared/contracts/auth';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { createInProcessUserChannel } from '../live/user-channel';
import { endAllSessions, register, setRoleByUsername } from '../modules/auth/auth.service';
import { appendAudit } from '../modules/moderation/audit-log.repository';
import { listReportsWithoutModerator } from '../modules/moderation/reports.repository';

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const ADMIN_USAGE = `Usage: npm run admin -- <command> <username>
  grant-moderator <username>    let the user handle reports at /moderation
  revoke-moderator <username>   take the moderator role away
  create-moderator <username>   create a moderator account (password from the ADMIN_PASSWORD variable,
                                birth month YYYY-MM from ADMIN_BIRTH_MONTH: moderators are 18 or over)
  waiting-reports               list the open reports no current moderator may decide (each is about, by,
                                or involves an accuser of every moderator): grant another moderator`;

export async function runAdminCommand(db: Database, args: readonly string[], io: CommandOutput, env: Record<string, string | undefined> = {}): Promise<number> {
  const [command, username, ...extra] = args;
  if (command === 'waiting-reports' && !username) return listWaitingReports(db, io);
  if (!command || !username || extra.length > 0) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  switch (command) {
    case 'grant-moderator':
    case 'revoke-moderator':
      return changeRole(db, username, command === 'grant-moderator' ? 'moderator' : 'user', io);
    case 'create-moderator':
      return createModerator(db, username, env, io);
    default:
      io.err(`Unknown command "${command}".\n${ADMIN_USAGE}`);
      return 2;
  }
}

async function changeRole(db: Database, username: string, role: 'moderator' | 'user', io: CommandOutput): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    const user = await setRoleByUsername(tx, username, role);
    if (!user) return undefined;
    await appendAudit(tx, { actorId: null, action: role === 'moderator' ? 'grant_moderator' : 'revoke_moderator', targetUserId: user.id, reportId: null, details: {} });
    return user;
  });
  if (!changed) {
    io.err(`No user named "${username}". Nothing changed.`);
    return 1;
  }
  io.out(role === 'moderator' ? `${changed.username} is now a moderator.` : `${changed.username} is no longer a moderator.`);
  return 0;
}

async function createModerator(db: Database, username: string, env: Record<string, string | undefined>, io: CommandOutput): Promise<number> {
  // Every account has a birth month (docs/decisions/045-age-gate.md); a moderator reads chats, so 18 or over.
  const birth = /^(\d{4})-(\d{2})$/.exec(env.ADMIN_BIRTH_MONTH ?? '');
  const birthYear = birth ? Number(birth[1]) : Number.NaN;
  const birthMonth = birth ? Number(birth[2]) : Number.NaN;
  if (!birth || ageInYears({ year: birthYear, month: birthMonth }, new Date()) < SOCIAL_AGE) {
    io.err(`Cannot create "${username}": set ADMIN_BIRTH_MONTH to the moderator's birth month (YYYY-MM); moderators are 18 or over.`);
    return 1;
  }
  const input = registerInputSchema.safeParse({ username, displayName: username, password: env.ADMIN_PASSWORD ?? '', birthYear, birthMonth });
  if (!input.success) {
    io.err(`Cannot create "${username}": ${input.error.issues.map((issue) => issue.message).join('; ')}. Set ADMIN_PASSWORD to the new account's password.`);
    return 1;
  }
  try {
    const { user } = await register({ db, rateLimiter: createMemoryRateLimiter(), sessionTtlMs: 60_000, userChannel: createInProcessUserChannel() }, input.data, { asStaff: true });
    // register() signs the new account in; the operator's command needs no session.
    await endAllSessions(db, user.id);
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`Cannot create "${username}": ${error.message}`);
      return 1;
    }
    throw error;
  }
  return changeRole(db, username, 'moderator', io);
}

/** Ids only: the operator reads the details in the queue once a moderator who may decide exists. */
async function listWaitingReports(db: Database, io: CommandOutput): Promise<number> {
  const waiting = await listReportsWithoutModerator(db);
  if (waiting.length === 0) {
    io.out('No report is waiting: every open report has a moderator who may decide it.');
    return 0;
  }
  io.out(`${waiting.length} open report${waiting.length === 1 ? '' : 's'} no current moderator may decide:`);
  for (const report of waiting) {
    io.out(`  #${report.id}  ${report.createdAt.toISOString().slice(0, 10)}  ${report.reason}  reporter #${report.reporterId} about user #${report.reportedUserId}`);
  }
  return 0;
}
