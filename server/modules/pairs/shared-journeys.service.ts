/**
 * Shared journeys (docs/decisions/034-shared-journeys.md): two matched users follow a learning journey together.
 * One starts it (an invitation to the partner); when the partner joins, each sees the other's completed steps,
 * and finishing a step nudges the partner live. Every call starts with the match access check, so a pair
 * that unmatched or blocked (the match is gone) loses all of it.
 */
import type { ServerEvent } from '../../../shared/live/events';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { MAX_SHARED_JOURNEYS_PER_MATCH, SHARED_JOURNEY_INVITE_WINDOW_MS, SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR, type SharedJourney } from '../../../shared/contracts/shared-journeys';
import type { Database } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limiter';
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import { canMatchAndChat, findLanguage, type UserRow } from '../auth/users.service';
import type { ContentTranslations } from '../i18n/content-translations';
import type { LessonTranslations } from '../i18n/lesson-translations';
import { requireChatParticipant } from '../matching/matching.service';
import * as repository from './shared-journeys.repository';

export interface SharedJourneysDeps {
  db: Database;
  userChannel: UserChannel;
  /** Counts invitations per pair (Redis-backed when REDIS_URL is set, so the limit holds across instances). */
  rateLimiter: RateLimiter;
  log?: WarningLogger;
  /** Publishes `journey.invited` (push reacts: docs/decisions/052-push-and-reminders.md). */
  domainEvents?: DomainEventBus;
  /**
   * Journey names and step titles in each reader's language (docs/decisions/056-translations.md): the viewer's
   * for answers, the partner's own for live events. English only when absent.
   */
  content?: Pick<ContentTranslations, 'journey'>;
  lessons?: Pick<LessonTranslations, 'summary'>;
}

type Viewer = Pick<UserRow, 'id' | 'displayName' | 'birthYear' | 'birthMonth'>;

/** The journey's name and a step's title in `locale`. */
function journeyNameIn(deps: SharedJourneysDeps, journeyId: number, name: string, locale: string): string {
  return deps.content ? deps.content.journey({ id: journeyId, name }, locale).name : name;
}
function stepTitleIn(deps: SharedJourneysDeps, moduleId: number, title: string | undefined, locale: string): string {
  if (title === undefined) return `Module ${moduleId}`;
  return deps.lessons ? deps.lessons.summary({ id: moduleId, title, description: '' }, locale).title : title;
}

/** The language a live event is worded in for its recipient: the one their account reads. */
async function localeOfUser(deps: SharedJourneysDeps, userId: number): Promise<string> {
  return (await findLanguage(deps.db, userId)) ?? 'en';
}

function toSharedJourney(
  deps: SharedJourneysDeps,
  row: repository.SharedJourneyRow,
  viewerId: number,
  completed: Map<number, Set<number>>,
  titles: Map<number, string>,
  locale: string,
): SharedJourney {
  const status = row.joinedAt ? 'active' : row.startedBy === viewerId ? 'waiting' : 'invited';
  const mine = completed.get(viewerId) ?? new Set<number>();
  const partners = completed.get(row.partner.id) ?? new Set<number>();
  return {
    matchId: row.matchId,
    journeyId: row.journeyId,
    journeyName: journeyNameIn(deps, row.journeyId, row.journeyName, locale),
    steps: row.steps.map((moduleId) => ({ moduleId, title: stepTitleIn(deps, moduleId, titles.get(moduleId), locale) })),
    status,
    partner: row.partner,
    myCompletedSteps: row.steps.filter((step) => mine.has(step)),
    // Progress is shared only by joining: nothing of the partner's shows before both are in.
    partnerCompletedSteps: status === 'active' ? row.steps.filter((step) => partners.has(step)) : [],
    startedAt: row.createdAt.toISOString(),
  };
}

async function present(deps: SharedJourneysDeps, viewerId: number, rows: repository.SharedJourneyRow[], locale: string): Promise<SharedJourney[]> {
  if (rows.length === 0) return [];
  const [completed, titles] = await Promise.all([
    repository.completedModules(deps.db, [viewerId, ...rows.map((row) => row.partner.id)]),
    repository.moduleTitles(
      deps.db,
      rows.flatMap((row) => row.steps),
    ),
  ]);
  return rows.map((row) => toSharedJourney(deps, row, viewerId, completed, titles, locale));
}

/** The viewer's shared journeys across all their matches (invitations included), oldest first. */
/** A member who may not chat (docs/decisions/045-age-gate.md) has no shared journeys to see. */
export async function listSharedJourneys(deps: SharedJourneysDeps, viewer: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>, locale = 'en'): Promise<SharedJourney[]> {
  if (!canMatchAndChat(viewer)) return [];
  const viewerId = viewer.id;
  return present(deps, viewerId, await repository.listForUser(deps.db, viewerId), locale);
}

/** The shared journey as the viewer sees it, and its English name (what a live event to the partner starts from). */
async function findOne(deps: SharedJourneysDeps, viewerId: number, matchId: number, journeyId: number, locale: string): Promise<{ journey: SharedJourney; englishName: string }> {
  const rows = (await repository.listForUser(deps.db, viewerId, { matchId })).filter((row) => row.journeyId === journeyId);
  const [journey] = await present(deps, viewerId, rows, locale);
  if (!journey || !rows[0]) throw notFound('Shared journey not found');
  return { journey, englishName: rows[0].journeyName };
}

/** Tells the partner, with the journey's name in the partner's language. */
async function notify(deps: SharedJourneysDeps, to: number, event: Omit<Extract<ServerEvent, { type: 'shared_journey' }>, 'type'>): Promise<void> {
  const locale = await localeOfUser(deps, to);
  return publishQuietly(deps.userChannel, to, { type: 'shared_journey', ...event, journeyName: journeyNameIn(deps, event.journeyId, event.journeyName, locale) }, deps.log);
}

/**
 * Starts a journey with the match partner (an invitation), or joins the one the partner started. Idempotent:
 * sharing a journey already shared answers it as it is. `isNew` is true when this call created the invitation.
 */
export async function shareJourney(deps: SharedJourneysDeps, viewer: Viewer, matchId: number, journeyId: number, locale = 'en'): Promise<{ journey: SharedJourney; isNew: boolean }> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, viewer);
  if (!(await repository.journeyExists(deps.db, journeyId))) throw notFound('Journey not found');

  const existing = (await repository.listForUser(deps.db, viewer.id, { matchId })).find((row) => row.journeyId === journeyId);
  if (existing) {
    if (await repository.markJoined(deps.db, matchId, journeyId, viewer.id)) {
      await notify(deps, otherUserId, { change: 'joined', matchId, journeyId, journeyName: existing.journeyName, partnerName: viewer.displayName });
    }
    return { journey: (await findOne(deps, viewer.id, matchId, journeyId, locale)).journey, isNew: false };
  }

  // Per pair, not per user: either partner's invitations (and the leavings that follow) reach the other live.
  const invites = await deps.rateLimiter.consume(`shared-journey-invites:${matchId}`, SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR, SHARED_JOURNEY_INVITE_WINDOW_MS);
  if (!invites.allowed) {
    const minutes = Math.ceil(invites.retryAfterSeconds / 60);
    throw new AppError(
      ERROR_CODES.rateLimited,
      `You have started ${SHARED_JOURNEY_INVITES_PER_PAIR_PER_HOUR} shared journeys with this mate in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds: invites.retryAfterSeconds },
    );
  }
  const id = await repository.insertWithinLimit(deps.db, { matchId, journeyId, startedBy: viewer.id }, MAX_SHARED_JOURNEYS_PER_MATCH);
  if (id === 'full') throw conflict(`You can share at most ${MAX_SHARED_JOURNEYS_PER_MATCH} journeys with one mate. Leave one to start another.`);
  const { journey, englishName } = await findOne(deps, viewer.id, matchId, journeyId, locale);
  // A concurrent request may have created it first: then this call only answered it.
  if (id !== undefined) {
    await notify(deps, otherUserId, { change: 'invited', matchId, journeyId, journeyName: englishName, partnerName: viewer.displayName });
    await deps.domainEvents?.publish('journey.invited', { matchId, journeyId, inviterId: viewer.id, inviteeId: otherUserId });
  }
  return { journey, isNew: id !== undefined };
}

/** Leaves (or declines) a shared journey: it ends for both, and the partner hears about it. */
export async function leaveSharedJourney(deps: SharedJourneysDeps, viewer: Viewer, matchId: number, journeyId: number): Promise<void> {
  const { otherUserId } = await requireChatParticipant(deps.db, matchId, viewer);
  const { englishName } = await findOne(deps, viewer.id, matchId, journeyId, 'en');
  if (await repository.remove(deps.db, matchId, journeyId)) {
    await notify(deps, otherUserId, { change: 'left', matchId, journeyId, journeyName: englishName, partnerName: viewer.displayName });
  }
}

/** `module.completed`: nudges each partner who follows a journey containing this module with the user. */
export async function announceStepCompleted(deps: SharedJourneysDeps, userId: number, moduleId: number): Promise<void> {
  const rows = (await repository.listForUser(deps.db, userId, { moduleId })).filter((row) => row.joinedAt !== null);
  if (rows.length === 0) return;
  const [name, titles] = await Promise.all([repository.findDisplayName(deps.db, userId), repository.moduleTitles(deps.db, [moduleId])]);
  if (name === undefined) return;
  await Promise.all(
    rows.map(async (row) =>
      notify(deps, row.partner.id, {
        change: 'step_completed',
        matchId: row.matchId,
        journeyId: row.journeyId,
        journeyName: row.journeyName,
        partnerName: name,
        moduleId,
        moduleTitle: stepTitleIn(deps, moduleId, titles.get(moduleId), await localeOfUser(deps, row.partner.id)),
      }),
    ),
  );
}

export function registerSharedJourneyHandlers(domainEvents: DomainEventBus, deps: SharedJourneysDeps): void {
  domainEvents.on('module.completed', ({ userId, moduleId }) => announceStepCompleted(deps, userId, moduleId));
}
