/**
 * Teach-back cards in the chat (docs/decisions/029-teach-back-cards.md). A user sends their partner a
 * question from a module they completed (from its quiz pool, or written by them); the partner answers it
 * once, the server grades it, both see the result and the explanation live, and the teacher's points go
 * through gamification's points service in the answer's transaction.
 */
import { randomInt } from 'node:crypto';
import { MESSAGES_PER_MINUTE, type TeachBackMessage } from '../../../../shared/contracts/messages';
import { TEACH_BACKS_PER_HOUR, type AnswerTeachBackInput, type SendTeachBackInput, type TeachBackSources } from '../../../../shared/contracts/teach-back';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import { publishQuietly } from '../../../live/user-channel';
import { findUserTimeZone, type UserRow } from '../../auth/users.service';
import { awardTeachingPoints, recordTaughtItem } from '../../gamification/points.service';
import { findTeachableQuestion, listTeachableModules, requireCompletedModule } from '../../learning/teaching.service';
import { requireChatParticipant } from '../../matching/matching.service';
import { toMessage, type MessagesDeps } from '../messages.service';
import { sendThroughPipeline } from '../send-pipeline';
import * as repository from './teach-back.repository';

export const ALREADY_ANSWERED_MESSAGE = 'This teach-back card was already answered. Each card can be answered once.';
export const OWN_CARD_MESSAGE = 'Only your partner can answer your teach-back card.';
const TEACH_BACK_WINDOW_MS = 60 * 60_000;

/** What the user may teach: their completed modules, with each pool's questions (no answers). */
export async function listSources(deps: Pick<MessagesDeps, 'db'>, userId: number): Promise<TeachBackSources> {
  return listTeachableModules(deps.db, userId);
}

/** Options in a fresh order, with the right answer's index moved along (a pool card is not the quiz's copy). */
function shuffleOptions(options: readonly string[], correctAnswer: number): { options: string[]; correctAnswer: number } {
  const order = options.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return { options: order.map((stored) => options[stored]!), correctAnswer: order.indexOf(correctAnswer) };
}

async function resolveCard(deps: Pick<MessagesDeps, 'db'>, teacherId: number, learnerId: number, input: SendTeachBackInput): Promise<repository.NewCard> {
  const { moduleId, question } = input;
  if (question.kind === 'pool') {
    const found = await findTeachableQuestion(deps.db, teacherId, moduleId, question.questionId);
    const shown = shuffleOptions(found.options, found.correctAnswer);
    return { teacherId, learnerId, moduleId, moduleTitle: found.moduleTitle, questionId: question.questionId, question: found.question, explanation: found.explanation, ...shown };
  }
  const { title } = await requireCompletedModule(deps.db, teacherId, moduleId);
  return {
    teacherId,
    learnerId,
    moduleId,
    moduleTitle: title,
    questionId: null,
    question: question.question,
    options: question.options,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
  };
}

export function asTeachBack(message: ReturnType<typeof toMessage>): TeachBackMessage {
  if (message.kind !== 'teach_back') throw notFound('Teach-back card not found');
  return message;
}

export async function sendTeachBack(deps: MessagesDeps, sender: UserRow, matchId: number, input: SendTeachBackInput): Promise<{ message: TeachBackMessage; isNew: boolean }> {
  let moduleId = input.moduleId;
  const sent = await sendThroughPipeline(deps, sender, matchId, {
    kind: 'teach_back',
    clientId: input.clientId,
    // A card is a message (the chat's limit) and teaching has its own hourly limit on top.
    rateLimits: [
      { key: `messages:${sender.id}`, limit: MESSAGES_PER_MINUTE, windowMs: 60_000 },
      { key: `teach-backs:${sender.id}`, limit: TEACH_BACKS_PER_HOUR, windowMs: TEACH_BACK_WINDOW_MS },
    ],
    rateLimitedMessage: 'You are sending teach-back cards too fast. Please wait a moment.',
    prepare: async (learnerId) => {
      const card = await resolveCard(deps, sender.id, learnerId, input);
      moduleId = card.moduleId;
      // A card from the quiz pool is our text; a written one is the teacher's and passes the shield like any message.
      const userTexts = card.questionId === null ? [card.question, ...card.options, card.explanation] : [];
      return { kind: 'teach_back', content: card.question, userTexts, attachedInsert: repository.cardInsert(card) };
    },
    present: async (row) => {
      const cards = await repository.findCards(deps.db, [row.id]);
      return asTeachBack(toMessage(row, sender.id, undefined, { card: cards.get(row.id) }));
    },
  });
  if (sent.isNew) {
    const { message } = sent;
    await deps.domainEvents.publish('teachback.sent', { messageId: message.id, matchId, teacherId: sender.id, learnerId: message.teachBack.learnerId, moduleId });
  }
  return sent;
}

/**
 * The partner answers a card once: graded here, recorded with the teacher's points in one transaction,
 * then announced to both. A second answer, or one racing the first, gets 409.
 */
export async function answerTeachBack(deps: MessagesDeps, user: UserRow, matchId: number, messageId: number, input: AnswerTeachBackInput): Promise<TeachBackMessage> {
  await requireChatParticipant(deps.db, matchId, user);
  const found = await repository.findCardInMatch(deps.db, matchId, messageId);
  if (!found || found.message.removedAt) throw notFound('Teach-back card not found');
  const { card, message } = found;
  if (card.teacherId === user.id) throw forbidden(OWN_CARD_MESSAGE);
  if (card.learnerId !== user.id) throw notFound('Teach-back card not found');
  if (input.choice >= card.options.length) throw badRequest('That answer is not one of the card\u2019s options.');

  const isCorrect = input.choice === card.correctAnswer;
  const now = deps.now?.() ?? new Date();
  const teacherTimeZone = await findUserTimeZone(deps.db, card.teacherId);
  // No check of `answeredAt` here: the conditional update alone decides, so a racing answer cannot pass.
  const answered = await deps.db.transaction(async (tx) => {
    const row = await repository.recordAnswer(tx, { messageId, learnerId: user.id, chosen: input.choice, isCorrect, at: now });
    if (!row) return undefined;
    await awardTeachingPoints(tx, { teacherId: card.teacherId, teacherTimeZone, cardMessageId: messageId, now });
    // Something was taught: if the learner remembers it a week or more later (a quiz answer for a pool
    // question), the teacher earns credit for teaching that stuck (docs/decisions/061-teaching-that-sticks.md).
    // A question the teacher wrote: the card itself asks it again a week later (teach-back-recall.service.ts).
    await recordTaughtItem(tx, {
      teacherId: card.teacherId,
      learnerId: card.learnerId,
      ...(card.questionId === null ? { kind: 'teach_back_card', itemId: messageId } : { kind: 'quiz_question', itemId: card.questionId }),
      sourceMessageId: messageId,
      taughtAt: now,
    });
    return row;
  });
  if (!answered) throw conflict(ALREADY_ANSWERED_MESSAGE);

  const event = { type: 'teach_back_answered', matchId, messageId, isCorrect } as const;
  for (const userId of [card.teacherId, card.learnerId]) await publishQuietly(deps.userChannel, userId, event, deps.log);
  await deps.domainEvents.publish('teachback.answered', { messageId, matchId, teacherId: card.teacherId, learnerId: card.learnerId, isCorrect });
  return asTeachBack(toMessage(message, user.id, undefined, { card: answered }));
}
