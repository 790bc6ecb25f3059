/**
 * Profile completeness: POINTS.profileComplete, once ever (key 'profile-complete'), the first time every
 * learning-profile field of the Edit Profile dialog is filled in.
 */
import { POINTS } from '../../../shared/constants/gamification';
import type { GamificationDeps } from './achievements.service';
import { awardPoints } from './points-ledger';

export const PROFILE_COMPLETE_LEDGER_KEY = 'profile-complete';

export interface LearningProfileFields {
  id: number;
  learningGoals: readonly string[];
  learningInterests: readonly string[];
  expertiseAreas: readonly string[];
  preferredLearningStyle: string | null;
  communicationStyle: string | null;
}

export function isProfileComplete(user: Omit<LearningProfileFields, 'id'>): boolean {
  return (
    user.learningGoals.length > 0 && user.learningInterests.length > 0 && user.expertiseAreas.length > 0 && Boolean(user.preferredLearningStyle?.trim()) && Boolean(user.communicationStyle?.trim())
  );
}

/** Call with the saved user after a profile edit (`profile.updated`). Returns true when the points were
 *  awarded now; the caller then queues the achievement evaluation. */
export async function awardProfileCompleteness(deps: GamificationDeps, user: LearningProfileFields): Promise<boolean> {
  if (!isProfileComplete(user)) return false;
  const isNew = await awardPoints(deps.db, {
    userId: user.id,
    source: 'profileCompleteness',
    points: POINTS.profileComplete,
    idempotencyKey: PROFILE_COMPLETE_LEDGER_KEY,
  });
  return isNew;
}
