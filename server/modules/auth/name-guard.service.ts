/**
 * What a username or display name may not look like (docs/decisions/043-seed-shield.md): Coinmates staff
 * ("Coinmates", "support", "admin", "moderator", "official") or a moderator's username or display name, in any
 * spelling. Names
 * are compared on their confusable skeletons (shared/text/confusable-skeleton.ts) with spaces, punctuation and
 * accents dropped, so "Cοinmates Support" with a Greek omicron, "C.O.I.N.M.A.T.E.S" and "ＳＵＰＰＯＲＴ" are
 * all refused. Moderators themselves may use the words. Every place that sets a name calls this first.
 */
import { NAME_RESERVED_MESSAGE, RESERVED_NAME_WORDS } from '../../../shared/constants/scam-rules';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { confusableSkeleton } from '../../../shared/text/confusable-skeleton';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { screenProfileTexts } from '../messages/text-shield.service';
import { listModeratorNames } from './users.repository';

/** The form names are compared in: skeleton, letters and digits only, capital I and small l made one. */
export function nameKey(name: string): string {
  return confusableSkeleton(name)
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/l/g, 'i');
}

const RESERVED_KEYS = RESERVED_NAME_WORDS.map(nameKey);

export function isReservedName(name: string, moderatorKeys: readonly string[] = []): boolean {
  const key = nameKey(name);
  if (key.length === 0) return false;
  if (RESERVED_KEYS.some((reserved) => key.includes(reserved))) return true;
  // A moderator's username and display name are matched whole: contained, "user10" would forbid "user100" and
  // a moderator called Sam every "Samantha". Whole, a look-alike (or a copy) of the name users see next to the
  // moderator badge is refused, which is the impersonation that matters (docs/decisions/049-limits-per-person-and-matches-that-teach.md).
  return moderatorKeys.includes(key);
}

async function moderatorKeys(db: Executor, exceptUserId: number | undefined): Promise<string[]> {
  const rows = await listModeratorNames(db);
  return rows
    .filter((row) => row.id !== exceptUserId)
    .flatMap((row) => [nameKey(row.username), nameKey(row.displayName)])
    .filter((key) => key.length > 0);
}

/**
 * Refuses names that read as staff (400) and names or an avatar URL holding a seed phrase (422). `user` is
 * who is changing their names (absent at registration); staff (a moderator, or the operator creating one)
 * may use the staff words.
 */
export async function guardNames(db: Executor, input: { username?: string; displayName?: string; avatarUrl?: string | null }, user: { id?: number; isStaff: boolean }): Promise<void> {
  screenProfileTexts({ names: [input.username, input.displayName], urls: [input.avatarUrl] });
  if (user.isStaff) return;
  const names = [input.username, input.displayName].filter((name): name is string => name !== undefined);
  if (names.length === 0) return;
  const moderators = await moderatorKeys(db, user.id);
  if (names.some((name) => isReservedName(name, moderators))) throw new AppError(ERROR_CODES.nameReserved, NAME_RESERVED_MESSAGE);
}
