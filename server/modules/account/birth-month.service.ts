/**
 * An account from before the age gate answers its birth month once (docs/decisions/045-age-gate.md). 18 and
 * over: matching and chat open. 13-17: the account learns on, and its matches end for both users. Under 13:
 * the account and its data are deleted at once, as the sign-up would have refused it. A later answer never
 * replaces the first (support changes a wrong one).
 */
import { ageInYears, MINIMUM_AGE, SOCIAL_AGE, UNDER_MINIMUM_AGE_MESSAGE } from '../../../shared/constants/age';
import type { BirthMonthAnswer, BirthMonthInput } from '../../../shared/contracts/auth';
import { notFound } from '../../lib/app-error';
import * as users from '../auth/users.service';
import { deleteMatch } from '../matching/matching.service';
import * as repository from './account.repository';
import { removeAccount, type AccountDeps } from './account.service';

export async function answerBirthMonth(deps: Pick<AccountDeps, 'db' | 'domainEvents'>, user: users.UserRow, input: BirthMonthInput): Promise<BirthMonthAnswer> {
  if (users.birthMonthOf(user)) return { status: 'saved', user: users.toUser(user) };
  const birth = { year: input.birthYear, month: input.birthMonth };
  const age = ageInYears(birth, new Date());
  if (age < MINIMUM_AGE) {
    await removeAccount(deps, user.id);
    return { status: 'accountDeleted', message: `${UNDER_MINIMUM_AGE_MESSAGE}. Your account and its data have been deleted.` };
  }
  const { saved, ended } = await deps.db.transaction(async (tx) => {
    const result = await users.setBirthMonthOnce(tx, user.id, birth);
    if (!result) throw notFound('Account not found');
    if (!result.isNew || age >= SOCIAL_AGE) return { saved: result.row, ended: [] };
    // A teen keeps no match: the partner hears it ended, as after an unmatch.
    const matches = await repository.listUserMatches(tx, user.id);
    for (const match of matches) await deleteMatch(tx, match.matchId);
    return { saved: result.row, ended: matches };
  });
  for (const match of ended) await deps.domainEvents.publish('match.removed', match);
  // An adult's answer opens matching: look for partners now, as after a profile edit.
  if (age >= SOCIAL_AGE) await deps.domainEvents.publish('profile.updated', { userId: user.id });
  return { status: 'saved', user: users.toUser(saved) };
}
