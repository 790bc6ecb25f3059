/**
 * A question the teacher wrote comes back once, a week after the learner answered it
 * (docs/decisions/061-teaching-that-sticks.md): the learner answers it again from memory in the card, and
 * that answer settles the teacher's credit for teaching that sticks, as a vocabulary review does for a term
 * and a quiz does for a pool question. One transaction for the answer and the credit; both users see it live.
 */
import type { TeachBackMessage } from '../../../../shared/contracts/messages';
import type { AnswerTeachBackInput } from '../../../../shared/contracts/teach-back';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import { publishQuietly } from '../../../live/user-channel';
import type { UserRow } from '../../auth/users.service';
import { settleTaughtItems } from '../../gamification/points.service';
import { requireChatParticipant } from '../../matching/matching.service';
import { toMessage, type MessagesDeps } from '../messages.service';
import { recallOpensAt } from './teach-back.mapper';
import * as repository from './teach-back.repository';
import { asTeachBack } from './teach-back.service';

const NOT_FOUND = 'Teach-back card not found';
export const RECALL_NOT_YOURS = 'Only your partner answers your card again; you wrote it.';
export const RECALL_POOL_QUESTION = "This card's question comes from the lesson's quiz: a later quiz asks it again, not the card.";
export const RECALL_NOT_ANSWERED = 'Answer the card first; it comes back a week after that.';
export const RECALL_ALREADY = 'You already answered this card again. It comes back once.';

export async function recallTeachBack(deps: MessagesDeps, user: UserRow, matchId: number, messageId: number, input: AnswerTeachBackInput): Promise<TeachBackMessage> {
  await requireChatParticipant(deps.db, matchId, user);
  const found = await repository.findCardInMatch(deps.db, matchId, messageId);
  if (!found || found.message.removedAt || found.message.deletedAt) throw notFound(NOT_FOUND);
  const { card, message } = found;
  if (card.teacherId === user.id) throw forbidden(RECALL_NOT_YOURS);
  if (card.learnerId !== user.id) throw notFound(NOT_FOUND);
  if (card.questionId !== null) throw conflict(RECALL_POOL_QUESTION);
  if (!card.answeredAt) throw conflict(RECALL_NOT_ANSWERED);
  if (input.choice >= card.options.length) throw badRequest('That answer is not one of the card\u2019s options.');
  const now = deps.now?.() ?? new Date();
  const opensAt = recallOpensAt(card.answeredAt);
  if (now < opensAt) throw conflict(`This card comes back on ${opensAt.toISOString().slice(0, 10)}, a week after your answer.`);

  const isCorrect = input.choice === card.correctAnswer;
  const answeredBy = new Date(now.getTime() - (opensAt.getTime() - card.answeredAt.getTime()));
  const result = await deps.db.transaction(async (tx) => {
    const row = await repository.recordRecall(tx, { messageId, learnerId: user.id, chosen: input.choice, isCorrect, at: now, answeredBy });
    if (!row) return undefined;
    const stuck = await settleTaughtItems(tx, user.id, 'teach_back_card', [{ itemId: messageId, isRecalled: isCorrect }], now);
    return { row, stuck };
  });
  if (!result) throw conflict(RECALL_ALREADY);

  // Both sides refresh the card (the same event as the first answer: the conversation's cards changed).
  const event = { type: 'teach_back_answered', matchId, messageId, isCorrect } as const;
  for (const userId of [card.teacherId, card.learnerId]) await publishQuietly(deps.userChannel, userId, event, deps.log);
  for (const credit of result.stuck) await deps.domainEvents.publish('teaching.stuck', credit);
  return asTeachBack(toMessage(message, user.id, undefined, { card: result.row }));
}
