/**
 * Matches form automatically: after a swipe or a profile edit, the user's best candidates above the
 * threshold become matches (unique per pair), and both users hear about it. Also the one place that
 * decides who may see a match (docs/security.md item 2).
 */
import type { Match, MatchFactors, PairStreak, StudyTogether } from '../../../shared/contracts/matches';
import { POINTS } from '../../../shared/constants/gamification';
import type { ServerEvent } from '../../../shared/live/events';
import type { Database, Executor } from '../../db/client';
import type { DomainEventBus } from '../../events/domain-events';
import { notFound } from '../../lib/app-error';
import { publishQuietly, type UserChannel, type WarningLogger } from '../../live/user-channel';
import type { Presence } from '../../live/presence';
import { learningSharedAmong, visiblePresence } from '../account/settings.service';
import { canMatchAndChat, latestSocialBirthMonth, requireCallerMayChat, requireMatchAndChat, requirePartnerMayChat, type UserRow } from '../auth/users.service';
import { awardPoints, countTaughtThatStuck } from '../gamification/points.service';
import { studyModules } from '../learning/study-together.service';
import { pairStreaks } from '../pairs/pairs.service';
import { CandidateIndex } from './candidate-index';
import { serverI18n } from '../../i18n/server-i18n';
import { phraseReasons, teachingTopics } from './match-reasons';
import { matchReasons, scoreMatch, type MatchProfile } from './match-score';
import * as repository from './matching.repository';

export { CandidateIndex };

/** A pair becomes a match at this score or above (0-100). */
export const MATCH_SCORE_THRESHOLD = 50;
/** The best this many candidates by the exact score (candidate index) are read again and scored in a run. */
export const CANDIDATE_LIMIT = 50;
/** At most this many new matches form from one run, best first. */
export const MAX_NEW_MATCHES_PER_RUN = 5;

export interface MatchingDeps {
  db: Database;
  userChannel: UserChannel;
  presence: Presence;
  /** Publishes `match.created` once a match is committed and announced (gamification reacts). */
  domainEvents: DomainEventBus;
  log?: WarningLogger;
  /** This instance's candidate index, synced from the database before each run (docs/decisions/028). */
  candidates: CandidateIndex;
}

export interface ScoredCandidate {
  candidate: MatchProfile;
  score: number;
  breakdown: MatchFactors;
}

export interface RankedCandidates {
  me: MatchProfile;
  /** Best first; equal scores: most recently active first. */
  ranked: ScoredCandidate[];
}

/**
 * The best candidates for a user by the docs/design.md score: the candidate index, synced first, ranks every
 * user with a personality; the best `limit` are read again from the database (still there, not banned, not
 * matched or blocked) and scored by `scoreMatch`. Undefined for a user without a personality or topics.
 * Two round trips, both on prepared statements but the sync: my profile and pairs (one statement) with the
 * sync, then the re-read.
 */
export async function rankCandidates(deps: Pick<MatchingDeps, 'db' | 'candidates'>, userId: number, limit = CANDIDATE_LIMIT): Promise<RankedCandidates | undefined> {
  const [context] = await Promise.all([repository.findMatchContext(deps.db, userId), deps.candidates.sync(repository.candidateIndexSource(deps.db))]);
  if (!context) return undefined;
  const { me, paired } = context;
  // The age gate (docs/decisions/045-age-gate.md): only members 18 and over, by this server's date, match.
  const bornBy = latestSocialBirthMonth();
  if (context.birthMonth === null || context.birthMonth > bornBy) return undefined;
  if (me.teachTopics.length === 0 && me.learnTopics.length === 0) return undefined;
  const best = deps.candidates.best(me, paired, limit, bornBy);
  const { eligible, gone } = await repository.findCandidatesByIds(
    deps.db,
    me,
    best.map((entry) => entry.userId),
    bornBy,
  );
  for (const id of gone) deps.candidates.remove(id);
  const rank = new Map(best.map((entry, index) => [entry.userId, index]));
  const ranked = eligible
    .map((candidate) => ({ candidate, ...scoreMatch(me, candidate) }))
    .sort((a, b) => b.score - a.score || (rank.get(a.candidate.userId) as number) - (rank.get(b.candidate.userId) as number));
  return { me, ranked };
}

export async function runMatching(deps: MatchingDeps, userId: number): Promise<number[]> {
  const found = await rankCandidates(deps, userId);
  if (!found) return [];
  const { me } = found;
  const best = found.ranked.filter((entry) => entry.score >= MATCH_SCORE_THRESHOLD).slice(0, MAX_NEW_MATCHES_PER_RUN);

  const created: number[] = [];
  for (const { candidate, score, breakdown } of best) {
    const matchId = await deps.db.transaction(async (tx) => {
      const id = await repository.insertMatch(tx, { userAId: me.userId, userBId: candidate.userId, score, breakdown, reasons: matchReasons(me, candidate) });
      if (id === undefined) return undefined;
      for (const participant of [me.userId, candidate.userId]) {
        await awardPoints(tx, { userId: participant, source: 'matches', points: POINTS.match, idempotencyKey: `match:${id}` });
      }
      return id;
    });
    if (matchId === undefined) continue;
    created.push(matchId);
    await announceMatch(deps, matchId, me.userId, candidate.userId);
  }
  return created;
}

async function announceMatch(deps: MatchingDeps, matchId: number, userA: number, userB: number): Promise<void> {
  const [a, b] = await Promise.all([repository.findUserSummary(deps.db, userA), repository.findUserSummary(deps.db, userB)]);
  if (!a || !b) return;
  // The match is committed: a lost announcement must not fail the swipe or skip the achievements.
  await Promise.all([
    publishQuietly(deps.userChannel, userA, { type: 'new_match', matchId, matchedUser: b }, deps.log),
    publishQuietly(deps.userChannel, userB, { type: 'new_match', matchId, matchedUser: a }, deps.log),
  ]);
  await deps.domainEvents.publish('match.created', { matchId, userIds: [userA, userB] });
}

/** A socket that could not hear its user's events catches up on at most this many matches (one swipe makes at most MAX_NEW_MATCHES_PER_RUN). */
const MAX_MISSED_MATCHES = 20;

/**
 * The `new_match` announcements a socket missed since `since` (docs/decisions/038-live-catch-up.md): a match
 * made while the page was loading or the socket was down is still celebrated. Ended matches have no row.
 */
export async function missedMatchEvents(db: Executor, userId: number, since: Date): Promise<ServerEvent[]> {
  const rows = await repository.listMatchesMadeSince(db, userId, since, MAX_MISSED_MATCHES);
  return rows.map((row) => ({ type: 'new_match', matchId: row.matchId, matchedUser: row.matchedUser }));
}

const NO_STREAK: PairStreak = { days: 0, freezes: 0, isTodayDone: false };

/** What the viewer's matches learn together, by match id: teaching topics for every match, a module only
 *  where both partners share their learning progress (docs/decisions/030). Blocked or removed pairs have
 *  no match row, so they never get here. */
async function studyTogether(db: Database, viewerId: number, rows: readonly repository.MatchRow[]): Promise<Map<number, StudyTogether>> {
  const sharing = await learningSharedAmong(db, [viewerId, ...rows.map((row) => row.otherUser.id)]);
  const topicsByMatch = new Map(rows.map((row) => [row.id, teachingTopics(row.reasons, viewerId)]));
  const shared = rows.filter((row) => sharing.has(viewerId) && sharing.has(row.otherUser.id));
  const modules = await studyModules(
    db,
    shared.map((row) => ({ key: row.id, userIds: [viewerId, row.otherUser.id] as const, topics: topicsByMatch.get(row.id)?.topics ?? [] })),
  );
  const stuck = await countTaughtThatStuck(
    db,
    viewerId,
    rows.map((row) => row.otherUser.id),
  );
  return new Map(
    rows.map((row) => {
      const { youTeach, theyTeach } = topicsByMatch.get(row.id)!;
      const choice = modules.get(row.id);
      const ahead = !choice?.aheadUserId ? 'neither' : choice.aheadUserId === viewerId ? 'you' : 'them';
      const taughtThatStuck = stuck.get(row.otherUser.id) ?? 0;
      return [row.id, { youTeach, theyTeach, module: choice ? { id: choice.module.id, title: choice.module.title, ahead } : null, taughtThatStuck }];
    }),
  );
}

function toMatch(row: repository.MatchRow, viewerId: number, online: Set<number>, streaks: Map<number, PairStreak>, study: Map<number, StudyTogether>, locale?: string): Match {
  return {
    id: row.id,
    matchScore: row.score,
    matchedUser: { ...row.otherUser, isOnline: online.has(row.otherUser.id) },
    lastMessage: row.lastMessage ? { content: row.lastMessage.content, sent: new Date(row.lastMessage.sent).toISOString(), senderId: row.lastMessage.senderId } : null,
    unreadCount: row.unreadCount,
    breakdown: row.breakdown,
    reasons: phraseReasons(row.reasons, viewerId, serverI18n(locale)),
    createdAt: row.createdAt.toISOString(),
    pairStreak: streaks.get(row.id) ?? NO_STREAK,
    studyTogether: study.get(row.id) ?? { youTeach: [], theyTeach: [], module: null, taughtThatStuck: 0 },
  };
}

function pairOf(row: repository.MatchRow) {
  return { matchId: row.id, otherUserId: row.otherUser.id, createdAt: row.createdAt };
}

/** A member who may not match (docs/decisions/045-age-gate.md) has no matches to list. Reasons are phrased in
 *  `locale` (the request's language). */
export async function listMatches(deps: MatchingDeps, viewer: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>, locale?: string): Promise<Match[]> {
  if (!canMatchAndChat(viewer)) return [];
  const userId = viewer.id;
  const rows = await repository.listMatchesForUser(deps.db, userId);
  const online = await visiblePresence(deps.db, await deps.presence.onlineAmong(rows.map((row) => row.otherUser.id)));
  const [streaks, study] = await Promise.all([pairStreaks(deps.db, userId, rows.map(pairOf)), studyTogether(deps.db, userId, rows)]);
  return rows.map((row) => toMatch(row, userId, online, streaks, study, locale));
}

export async function getMatch(deps: MatchingDeps, viewer: Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>, matchId: number, locale?: string): Promise<Match> {
  requireMatchAndChat(viewer);
  const userId = viewer.id;
  const row = await repository.findMatchForUser(deps.db, matchId, userId);
  if (!row) throw notFound('Match not found');
  const online = await visiblePresence(deps.db, await deps.presence.onlineAmong([row.otherUser.id]));
  const [streaks, study] = await Promise.all([pairStreaks(deps.db, userId, [pairOf(row)]), studyTogether(deps.db, userId, [row])]);
  return toMatch(row, userId, online, streaks, study, locale);
}

/** Access check for everything inside a match (messages, read marks, typing): the caller must be one of
 *  its two users. Anyone else gets the same 404 as for a match that does not exist. */
export async function requireMatchParticipant(db: Database, matchId: number, userId: number): Promise<{ otherUserId: number }> {
  const participants = await repository.findParticipants(db, matchId);
  if (!participants || (participants.userLowId !== userId && participants.userHighId !== userId)) throw notFound('Match not found');
  return { otherUserId: participants.userLowId === userId ? participants.userHighId : participants.userLowId };
}

/**
 * Access check for the chat of a match (messages, read marks, typing, teach-back, shared journeys): the
 * caller must be one of its users, and both must be allowed to chat (docs/decisions/045-age-gate.md): 403
 * with why. Blocking and unmatching use `requireMatchParticipant`, open to everyone in the match.
 */
export async function requireChatParticipant(db: Database, matchId: number, caller: number | Pick<UserRow, 'id' | 'birthYear' | 'birthMonth'>): Promise<{ otherUserId: number }> {
  // With the caller's row at hand, its age answers first: 403 whatever the match (a teen has none).
  if (typeof caller !== 'number') requireMatchAndChat(caller);
  const userId = typeof caller === 'number' ? caller : caller.id;
  const participants = await repository.findParticipants(db, matchId);
  if (!participants || (participants.userLowId !== userId && participants.userHighId !== userId)) throw notFound('Match not found');
  const isLow = participants.userLowId === userId;
  // Both birth months come with the participants: one statement, as before the gate.
  requireCallerMayChat(isLow ? participants.lowBirthMonth : participants.highBirthMonth);
  requirePartnerMayChat(isLow ? participants.highBirthMonth : participants.lowBirthMonth);
  return { otherUserId: isLow ? participants.userHighId : participants.userLowId };
}

/** Ends a match for both users, inside the caller's transaction (a block or unmatch); false when it was already gone. */
export async function deleteMatch(tx: Executor, matchId: number): Promise<boolean> {
  return repository.deleteMatch(tx, matchId);
}

/** The id of the two users' match while it lasts (reports check the reporter knows whom they report). */
export async function findMatchBetween(db: Database, userA: number, userB: number): Promise<number | undefined> {
  return repository.findMatchBetween(db, userA, userB);
}

/** Account deletion: the user's matches go explicitly (docs/decisions/017-account-controls-and-deletion.md). */
export function deleteMatchesOf(db: Executor, userId: number): Promise<void> {
  return repository.deleteMatchesOf(db, userId);
}
