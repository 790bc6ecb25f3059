/**
 * Who gets a push for what (docs/decisions/052-push-and-reminders.md). Domain events only enqueue a
 * `push.event` job, so no request waits on a push service; the job reads the facts again when it runs
 * (the pair may have been blocked meanwhile, the message hidden) and then calls `deliver`.
 *
 * A message push carries the text only of a message that is neither hidden (seed shield), removed by a
 * moderator nor flagged by the scam shield, between partners still matched and not blocked; otherwise
 * it says only who wrote. A teach-back push never carries the card's text. Pushes speak the recipient's
 * account language (docs/decisions/056-translations.md).
 */
import type { DomainEventBus } from '../../events/domain-events';
import type { JobQueue, PushEventJob } from '../../jobs/job-queue';
import { serverI18n } from '../../i18n/server-i18n';
import * as content from './push-content.repository';
import { runReminders } from './push-reminders';
import { deliver, type DeliveryOutcome, type PushDeps, type PushRequest } from './push.service';

/** Characters of a message's text a push shows. */
export const MESSAGE_PREVIEW_CHARS = 120;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length > MESSAGE_PREVIEW_CHARS ? `${characters.slice(0, MESSAGE_PREVIEW_CHARS - 1).join('')}…` : flat;
}

/** The push for an event job, or undefined when it must not go (the pair is gone or blocked, the message gone). */
export async function pushForEvent(deps: Pick<PushDeps, 'db' | 'content'>, job: PushEventJob): Promise<PushRequest | undefined> {
  if (!(await content.isLivePair(deps.db, job.matchId, job.userId, job.fromUserId))) return undefined;
  const i18n = serverI18n(await content.findLanguage(deps.db, job.userId));
  const name = (await content.findDisplayName(deps.db, job.fromUserId)) ?? i18n._({ id: 'push.event.yourMate', message: 'Your mate' });
  const url = `/chat/${job.matchId}`;
  switch (job.kind) {
    case 'newMatch':
      return {
        userId: job.userId,
        kind: job.kind,
        slot: `match:${job.matchId}`,
        ttlHours: 24,
        content: {
          title: i18n._({ id: 'push.newMatch.title', message: 'New match' }),
          body: i18n._({ id: 'push.newMatch.body', message: 'You and {name} matched. Say hello!', values: { name } }),
          url,
        },
      };
    case 'newMessage': {
      const message = await content.findMessageForPush(deps.db, job.messageId);
      if (!message || message.matchId !== job.matchId || message.senderId !== job.fromUserId || message.kind !== 'text') return undefined;
      const isShown = !message.hiddenAt && !message.removedAt && !message.warningKind;
      return {
        userId: job.userId,
        kind: job.kind,
        slot: null,
        ttlHours: 24,
        content: { title: name, body: isShown ? preview(message.content) : i18n._({ id: 'push.newMessage.hiddenBody', message: '{name} sent you a message.', values: { name } }), url },
      };
    }
    case 'teachBack': {
      const message = await content.findMessageForPush(deps.db, job.messageId);
      if (!message || message.matchId !== job.matchId || message.removedAt || message.hiddenAt) return undefined;
      return {
        userId: job.userId,
        kind: job.kind,
        slot: `teachback:${job.messageId}`,
        ttlHours: 24,
        content: {
          title: i18n._({ id: 'push.teachBack.title', message: 'A teach-back card is waiting' }),
          body: i18n._({ id: 'push.teachBack.body', message: '{name} sent you a card to answer.', values: { name } }),
          url,
        },
      };
    }
    case 'sharedJourney': {
      const english = await content.findJourneyName(deps.db, job.journeyId);
      if (!english) return undefined;
      const journey = deps.content ? deps.content.journey({ id: job.journeyId, name: english }, i18n.locale).name : english;
      return {
        userId: job.userId,
        kind: job.kind,
        slot: `journey:${job.matchId}:${job.journeyId}`,
        ttlHours: 24,
        content: {
          title: i18n._({ id: 'push.sharedJourney.title', message: '{name} invited you to a shared journey', values: { name } }),
          body: i18n._({ id: 'push.sharedJourney.body', message: 'Learn "{journey}" together.', values: { journey } }),
          url,
        },
      };
    }
  }
}

export function registerPushHandlers(domainEvents: DomainEventBus, jobs: JobQueue, deps: PushDeps, onDelivered?: (job: PushEventJob, outcome: DeliveryOutcome) => void): void {
  const enqueue = (job: PushEventJob) => (deps.vapid ? jobs.enqueue('push.event', job) : Promise.resolve());
  domainEvents.on('match.created', async ({ matchId, userIds: [a, b] }) => {
    await enqueue({ kind: 'newMatch', userId: a, matchId, fromUserId: b });
    await enqueue({ kind: 'newMatch', userId: b, matchId, fromUserId: a });
  });
  domainEvents.on('message.sent', ({ messageId, matchId, senderId, recipientId }) => enqueue({ kind: 'newMessage', userId: recipientId, matchId, fromUserId: senderId, messageId }));
  domainEvents.on('teachback.sent', ({ messageId, matchId, teacherId, learnerId }) => enqueue({ kind: 'teachBack', userId: learnerId, matchId, fromUserId: teacherId, messageId }));
  domainEvents.on('journey.invited', ({ matchId, journeyId, inviterId, inviteeId }) => enqueue({ kind: 'sharedJourney', userId: inviteeId, matchId, fromUserId: inviterId, journeyId }));

  jobs.work('push.event', async (job) => {
    const request = await pushForEvent(deps, job);
    if (!request) return;
    const outcome = await deliver(deps, request);
    onDelivered?.(job, outcome);
  });
  jobs.work('push.reminders', async () => {
    if (deps.vapid) await runReminders(deps);
  });
}
