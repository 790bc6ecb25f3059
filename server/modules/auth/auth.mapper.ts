import type { User } from '../../../shared/contracts/auth';
import type { UserRow } from './auth.repository';

/** The public shape of a user: never the hash, never internal topic keys. */
export function toUser(row: UserRow): User {
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
  };
}
