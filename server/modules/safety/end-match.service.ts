/**
 * Block and unmatch: the match ends for both users at once (its chat and every match-scoped endpoint
 * answer 404 to both), and the pair is never matched again (docs/decisions/015-blocks-hide-matches.md).
 * Both users hear the same `match_removed` event: the blocked user cannot tell a block from an unmatch.
 */
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { deleteMatch, requireMatchParticipant } from '../matching/matching.service';
import * as blocksRepository from './blocks.repository';
import type { SafetyDeps } from './safety.service';

export async function endMatch(deps: SafetyDeps, userId: number, matchId: number, kind: blocksRepository.PairEndKind): Promise<void> {
  const { otherUserId } = await requireMatchParticipant(deps.db, matchId, userId);
  const isRemoved = await deps.db.transaction((tx) => endMatchIn(tx, { userId, otherUserId, matchId, kind }));
  // Both users ending it at the same moment: the second one finds it gone, as if it never existed.
  if (!isRemoved) throw notFound('Match not found');
  await deps.domainEvents.publish('match.removed', { matchId, userIds: [userId, otherUserId] });
}

async function endMatchIn(tx: Executor, values: { userId: number; otherUserId: number; matchId: number; kind: blocksRepository.PairEndKind }): Promise<boolean> {
  await blocksRepository.recordPairEnd(tx, { blockerId: values.userId, otherUserId: values.otherUserId, kind: values.kind });
  return deleteMatch(tx, values.matchId);
}
