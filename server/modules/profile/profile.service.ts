import type { User } from '../../../shared/contracts/auth';
import type { ProfileResponse, UpdateProfileInput } from '../../../shared/contracts/profile';
import type { ExpertiseArea, LearningGoal, LearningInterest } from '../../../shared/constants/learning-profile';
import { learnTopicsFor, teachTopicsFor } from '../../../shared/constants/topics';
import type { Database, Executor } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { notFound } from '../../lib/app-error';
import * as users from '../auth/users.service';
import { toUser, type UserRow } from '../auth/users.service';
import { serverI18n } from '../../i18n/server-i18n';
import { archetypeTexts } from './archetype-texts';
import { computePersonality, type Personality } from './personality';
import * as repository from './profile.repository';
import { guardNames } from '../auth/name-guard.service';

export const PROFILE_NOT_FOUND_MESSAGE = 'Swipe at least 5 cryptocurrencies to generate your personality profile.';

export interface ProfileDeps {
  db: Database;
  /** Publishes `profile.updated` after the personality or the learning profile changed (matching runs,
   *  gamification checks profile completeness). */
  domainEvents: DomainEventBus;
}

async function loadPersonality(db: Executor, userId: number): Promise<Personality | null> {
  return computePersonality(await repository.listSwipesWithTraits(db, userId));
}

/** Recomputes and stores the personality (or removes it below 5 swipes). */
export async function recomputePersonality(db: Executor, userId: number): Promise<Personality | null> {
  const personality = await loadPersonality(db, userId);
  if (personality) {
    await repository.upsertPersonality(db, {
      userId,
      type: personality.archetype.key,
      traits: personality.traits,
      swipeCount: personality.swipeCount,
    });
  } else {
    await repository.deletePersonality(db, userId);
  }
  return personality;
}

/** On `swipe.saved` (profile.events.ts): the stored personality follows the swipes. */
export async function onSwipesChanged(deps: ProfileDeps, userId: number): Promise<void> {
  const personality = await recomputePersonality(deps.db, userId);
  if (personality) await deps.domainEvents.publish('profile.updated', { userId });
}

/** The profile, its personality type named and described in `locale` (the request's language). */
export async function getProfile(db: Database, user: UserRow, locale?: string): Promise<ProfileResponse> {
  const personality = await loadPersonality(db, user.id);
  if (!personality) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  const learning = toUser(user);
  const texts = archetypeTexts(personality.archetype, serverI18n(locale));
  return {
    userId: user.id,
    profileData: {
      type: texts.name,
      typeKey: personality.archetype.key,
      description: texts.description,
      traits: personality.traits,
      traitInfluences: personality.influences,
      swipeCount: personality.swipeCount,
      learningGoals: learning.learningGoals,
      learningInterests: learning.learningInterests,
      expertiseAreas: learning.expertiseAreas,
      preferredLearningStyle: learning.preferredLearningStyle,
      communicationStyle: learning.communicationStyle,
    },
  };
}

const emptyAsNull = (value: string | null | undefined) => (value === '' ? null : value);

export async function updateProfile(deps: ProfileDeps, user: UserRow, input: UpdateProfileInput): Promise<User> {
  const learningGoals = (input.learningGoals ?? user.learningGoals) as LearningGoal[];
  const learningInterests = (input.learningInterests ?? user.learningInterests) as LearningInterest[];
  const expertiseAreas = (input.expertiseAreas ?? user.expertiseAreas) as ExpertiseArea[];
  // A name the user already has is not checked again: a moderator who later took the same name must not make
  // every other profile save fail (the guard is for names being chosen).
  const displayName = input.displayName?.normalize('NFKC');
  const changedDisplayName = displayName !== undefined && displayName !== user.displayName ? displayName : undefined;
  await guardNames(deps.db, { displayName: changedDisplayName, avatarUrl: input.avatarUrl }, { id: user.id, isStaff: user.role === 'moderator' });
  const updated = await users.updateUserProfile(deps.db, user.id, {
    ...(input.displayName !== undefined && { displayName: input.displayName.normalize('NFKC') }),
    ...(input.avatarUrl !== undefined && { avatarUrl: input.avatarUrl === '' ? null : input.avatarUrl }),
    ...(input.learningGoals !== undefined && { learningGoals }),
    ...(input.learningInterests !== undefined && { learningInterests }),
    ...(input.expertiseAreas !== undefined && { expertiseAreas }),
    ...(input.preferredLearningStyle !== undefined && { preferredLearningStyle: emptyAsNull(input.preferredLearningStyle) }),
    ...(input.communicationStyle !== undefined && { communicationStyle: emptyAsNull(input.communicationStyle) }),
    teachTopics: teachTopicsFor(expertiseAreas),
    learnTopics: learnTopicsFor(learningInterests, learningGoals),
  });
  if (!updated) throw notFound('User not found');
  await users.saveUserTimeZone(deps.db, user.id, input.timeZone);
  await deps.domainEvents.publish('profile.updated', { userId: user.id });
  return toUser(updated);
}
