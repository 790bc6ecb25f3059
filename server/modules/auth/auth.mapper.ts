import { ageGroupOf, type BirthMonth } from '../../../shared/constants/age';
import type { User } from '../../../shared/contracts/auth';
import type { UserRow } from './auth.repository';

/** The stored birth month, or null when the account has not answered yet (docs/decisions/045-age-gate.md). */
export function birthMonthOf(row: Pick<UserRow, 'birthYear' | 'birthMonth'>): BirthMonth | null {
  return row.birthYear !== null && row.birthMonth !== null ? { year: row.birthYear, month: row.birthMonth } : null;
}

/** The public shape of a user: never the hash, never internal topic keys, never the birth month itself. */
export function toUser(row: UserRow, now = new Date()): User {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    learningGoals: row.learningGoals as User['learningGoals'],
    learningInterests: row.learningInterests as User['learningInterests'],
    expertiseAreas: row.expertiseAreas as User['expertiseAreas'],
    preferredLearningStyle: row.preferredLearningStyle as User['preferredLearningStyle'],
    communicationStyle: row.communicationStyle as User['communicationStyle'],
    role: row.role,
    ageGroup: ageGroupOf(birthMonthOf(row), now),
    theme: row.theme,
  };
}
