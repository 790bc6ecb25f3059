/**
 * How gamification reacts to other modules' facts (docs/decisions/010-domain-events-and-jobs.md): a
 * sign-in scores the day's login, a profile edit may complete the profile, and every activity that can
 * earn an achievement queues `achievements.evaluate` for its point source, so the request that caused it
 * answers first and the celebration (`achievement_earned`, `level_up`) arrives live. Gamification's own
 * awards (the day's login, profile completeness) reach that evaluation through `points.awarded`.
 */
import type { PointSource } from '../../../shared/constants/gamification';
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue } from '../../jobs/job-queue';
import { evaluateAchievementsAfter, type GamificationDeps } from './achievements.service';
import type { createDailyLoginTracker } from './daily-login.service';
import * as repository from './gamification.repository';
import { awardProfileCompleteness } from './profile-completeness.service';
import { announcePointsAwarded } from './points.service';

export interface GamificationEventDeps extends GamificationDeps {
  dailyLogin: ReturnType<typeof createDailyLoginTracker>;
}

export function registerGamificationEventHandlers(domainEvents: DomainEventBus, jobs: JobQueue, deps: GamificationEventDeps): void {
  const evaluate = (userId: number, source: PointSource) => jobs.enqueue('achievements.evaluate', { userId, source });

  jobs.work('achievements.evaluate', async ({ userId, source }) => void (await evaluateAchievementsAfter(deps, userId, source)));

  domainEvents.on('points.awarded', ({ userId, source }) => evaluate(userId, source));
  domainEvents.on('user.signed_in', ({ userId }) => deps.dailyLogin.onSignedIn(userId));
  domainEvents.on('profile.updated', async ({ userId }) => {
    const profile = await repository.findLearningProfile(deps.db, userId);
    if (profile && (await awardProfileCompleteness(deps, profile))) await announcePointsAwarded(domainEvents, { userId, source: 'profileCompleteness' });
  });
  domainEvents.on('match.created', async ({ userIds }) => {
    for (const userId of userIds) await evaluate(userId, 'matches');
  });
  domainEvents.on('message.sent', ({ senderId }) => evaluate(senderId, 'messaging'));
  // Mentor achievements move when a partner answers the teacher's card (docs/decisions/029-teach-back-cards.md).
  domainEvents.on('teachback.answered', ({ teacherId }) => evaluate(teacherId, 'teaching'));
  // Lasting Teacher moves when something the teacher taught stuck (docs/decisions/061-teaching-that-sticks.md).
  domainEvents.on('teaching.stuck', ({ teacherId }) => evaluate(teacherId, 'teaching'));
  domainEvents.on('pair.milestone', async ({ userIds }) => {
    for (const userId of userIds) await evaluate(userId, 'matches');
  });
  domainEvents.on('module.completed', ({ userId }) => evaluate(userId, 'learningModules'));
  domainEvents.on('term.reviewed', async ({ userId, isMastered }) => {
    // A review is a day of activity (streak achievements) and may master a term (vocabulary achievements).
    await evaluate(userId, 'dailyLogins');
    if (isMastered) await evaluate(userId, 'vocabularyMastered');
  });
}
