/**
 * The operator's commands (npm run admin -- <command>): role grants, and creating the first moderator
 * account. Each writes the moderation audit log. Returns the exit code; messages go to `out`/`err`.
 */
import { registerInputSchema } from '../../shared/contracts/auth';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { createMemoryRateLimiter } from '../lib/rate-limiter';
import { createInProcessEventBus } from '../live/event-bus';
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
  create-moderator <username>   create a moderator account (password from the ADMIN_PASSWORD variable)
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
      return createModerator(db, username, env.ADMIN_PASSWORD, io);
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

async function createModerator(db: Database, username: string, password: string | undefined, io: CommandOutput): Promise<number> {
  const input = registerInputSchema.safeParse({ username, displayName: username, password: password ?? '' });
  if (!input.success) {
    io.err(`Cannot create "${username}": ${input.error.issues.map((issue) => issue.message).join('; ')}. Set ADMIN_PASSWORD to the new account's password.`);
    return 1;
  }
  try {
    const { user } = await register({ db, rateLimiter: createMemoryRateLimiter(), sessionTtlMs: 60_000, bus: createInProcessEventBus() }, input.data);
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
