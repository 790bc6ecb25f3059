import { notFound } from '../../lib/app-error';
import type { UserRow } from '../auth/users.service';

/**
 * The access check of every moderation endpoint. Guests and users get the same 404 as an unknown URL:
 * the moderation tools do not exist for them (docs/decisions/016-moderation-audit-log.md).
 */
export function requireModerator(user: UserRow | null): UserRow {
  if (!user || user.role !== 'moderator') throw notFound('Not found');
  return user;
}
