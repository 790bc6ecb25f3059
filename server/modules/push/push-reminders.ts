/**
 * The reminders (docs/decisions/052-push-and-reminders.md), one `push.reminders` job every 15 minutes
 * (once across instances); each reminder also takes a slot per user and local day, so a second run of
 * the same quarter sends nothing.
 *
 * - Pair streak at risk: in a partner's own evening (19:00-21:59 in their zone) when the pair has a
 *   streak and neither partner has learned on the pair's open day (the earlier of their two todays, the
 *   day the pair streak is waiting for). One per pair per evening per partner.
 * - Daily review: at the user's usual study hour (the most frequent local hour of their learning in the
 *   last 30 days; 19:00 without any) when they have not learned today.
 * `deliver` then applies quiet hours, pauses and the daily cap.
 */
import { pairStreaks } from '../pairs/pairs.service';
import { learningCalendars, learningInstants } from '../streaks/streaks.service';
import * as content from './push-content.repository';
import * as repository from './push.repository';
import { deliver, type DeliveryOutcome, type PushDeps } from './push.service';
import { localMinuteOfDay } from './push-time';
import { serverI18n } from '../../i18n/server-i18n';

export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;
export const EVENING_START_HOUR = 19;
export const EVENING_END_HOUR = 22;
const DEFAULT_STUDY_HOUR = 19;
const STUDY_HOUR_WINDOW_DAYS = 30;

export interface ReminderResult {
  userId: number;
  kind: 'pairStreak' | 'reviewReminder';
  outcome: DeliveryOutcome;
}

/** The hour (0-23, local) a user most often learns at. */
export function usualStudyHour(instants: readonly Date[], timeZone: string | null): number {
  if (instants.length === 0) return DEFAULT_STUDY_HOUR;
  const counts = new Array<number>(24).fill(0);
  for (const instant of instants) {
    const hour = Math.floor(localMinuteOfDay(instant, timeZone) / 60);
    counts[hour] = (counts[hour] ?? 0) + 1;
  }
  let best = 0;
  for (let hour = 1; hour < 24; hour += 1) if ((counts[hour] ?? 0) > (counts[best] ?? 0)) best = hour;
  return best;
}

export async function runReminders(deps: PushDeps): Promise<ReminderResult[]> {
  const now = deps.clock();
  const userIds = await repository.listSubscribedUserIds(deps.db);
  if (userIds.length === 0) return [];
  const pairs = await content.listMatchesOf(deps.db, userIds);
  const everyone = [...new Set([...userIds, ...pairs.flatMap((pair) => [pair.userLowId, pair.userHighId])])];
  const calendars = await learningCalendars(deps.db, everyone, new Date(now.getTime() - 3 * 86_400_000), now);
  const learnedToday = (userId: number) => {
    const calendar = calendars.get(userId);
    return calendar ? calendar.days.includes(calendar.today) : false;
  };
  /** The pair's open day is the earlier of the partners' todays (as the pair streak counts it): did either learn on it? */
  const pairLearnedToday = (userId: number, otherUserId: number) => {
    const [mine, theirs] = [calendars.get(userId), calendars.get(otherUserId)];
    if (!mine || !theirs) return false;
    const openDay = mine.today < theirs.today ? mine.today : theirs.today;
    return mine.days.includes(openDay) || theirs.days.includes(openDay);
  };
  const results: ReminderResult[] = [];

  for (const userId of userIds) {
    const calendar = calendars.get(userId);
    if (!calendar) continue;
    const hour = Math.floor(localMinuteOfDay(now, calendar.timeZone) / 60);
    try {
      const i18n = serverI18n(await content.findLanguage(deps.db, userId));
      if (hour >= EVENING_START_HOUR && hour < EVENING_END_HOUR) {
        const mine = pairs
          .filter((pair) => pair.userLowId === userId || pair.userHighId === userId)
          .map((pair) => ({ matchId: pair.matchId, otherUserId: pair.userLowId === userId ? pair.userHighId : pair.userLowId, createdAt: pair.createdAt }))
          .filter((pair) => !pairLearnedToday(userId, pair.otherUserId));
        const streaks = await pairStreaks(deps.db, userId, mine, now);
        for (const pair of mine) {
          const streak = streaks.get(pair.matchId);
          if (!streak || streak.days === 0) continue;
          const partner = (await content.findDisplayName(deps.db, pair.otherUserId)) ?? i18n._({ id: 'push.pairStreak.yourMate', message: 'your mate' });
          const outcome = await deliver(deps, {
            userId,
            kind: 'pairStreak',
            slot: `pair:${pair.matchId}:${calendar.today}`,
            content: {
              title: i18n._({ id: 'push.pairStreak.title', message: 'Your {days}-day pair streak with {partner} is at risk', values: { days: streak.days, partner } }),
              body: i18n._({ id: 'push.pairStreak.body', message: 'Neither of you has learned today. One lesson or a short review keeps it going.' }),
              url: `/chat/${pair.matchId}`,
            },
            ttlHours: 2,
          });
          results.push({ userId, kind: 'pairStreak', outcome });
        }
      }
      if (!learnedToday(userId)) {
        const since = new Date(now.getTime() - STUDY_HOUR_WINDOW_DAYS * 86_400_000);
        if (hour === usualStudyHour(await learningInstants(deps.db, userId, since), calendar.timeZone)) {
          const outcome = await deliver(deps, {
            userId,
            kind: 'reviewReminder',
            slot: `review:${calendar.today}`,
            content: {
              title: i18n._({ id: 'push.review.title', message: 'Time for your daily review' }),
              body: i18n._({ id: 'push.review.body', message: 'A few minutes with your vocabulary cards keeps your streak alive.' }),
              url: '/vocabulary',
            },
            ttlHours: 1,
          });
          results.push({ userId, kind: 'reviewReminder', outcome });
        }
      }
    } catch (error) {
      deps.log.warn({ err: error, userId }, 'reminder failed');
    }
  }
  return results;
}
