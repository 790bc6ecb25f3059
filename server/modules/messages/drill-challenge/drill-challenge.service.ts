/**
 * Drill challenges in the chat (docs/decisions/054-practice-wallet-and-quiz-fairness.md, "Drill challenges
 * from the chat"). A user sends their partner one of the practice wallet's drills through the one send
 * pipeline; the partner does it in the practice wallet (in the browser, with no request) and posts the score
 * once; both see it live. No points: the drill is practice, and a self-reported score is not evidence.
 */
import { DRILL_CHALLENGES_PER_HOUR, DRILL_STEP_COUNTS, type ChallengeDrillId, type DrillResultInput, type SendDrillChallengeInput } from '../../../../shared/contracts/drill-challenge';
import { MESSAGES_PER_MINUTE, type DrillChallengeMessage } from '../../../../shared/contracts/messages';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import { publishQuietly } from '../../../live/user-channel';
import type { UserRow } from '../../auth/users.service';
import { requireChatParticipant } from '../../matching/matching.service';
import { toMessage, type MessagesDeps } from '../messages.service';
import { sendThroughPipeline } from '../send-pipeline';
import * as repository from './drill-challenge.repository';

export const ALREADY_DONE_MESSAGE = 'This drill challenge already has its result. Each challenge can be done once.';
export const OWN_CHALLENGE_MESSAGE = 'Only your partner can do your drill challenge.';
const CHALLENGE_WINDOW_MS = 60 * 60_000;

/** The drills' names as the message's text (previews, search, notifications); the cards show them translated. */
const DRILL_NAMES: Record<ChallengeDrillId, string> = {
  seed: 'Create a wallet and prove your backup',
  receive: 'Receive without being poisoned',
  sign: 'Read what you sign',
  revoke: 'Revoke an approval',
  swap: 'Swap past a sandwich bot',
  support: 'The "support agent" DM',
};

function asChallenge(message: ReturnType<typeof toMessage>): DrillChallengeMessage {
  if (message.kind !== 'drill_challenge') throw notFound('Drill challenge not found');
  return message;
}

export async function sendDrillChallenge(deps: MessagesDeps, sender: UserRow, matchId: number, input: SendDrillChallengeInput): Promise<{ message: DrillChallengeMessage; isNew: boolean }> {
  return sendThroughPipeline(deps, sender, matchId, {
    kind: 'drill_challenge',
    clientId: input.clientId,
    // A challenge is a message (the chat's limit), with an hourly limit of its own like a teach-back card.
    rateLimits: [
      { key: `messages:${sender.id}`, limit: MESSAGES_PER_MINUTE, windowMs: 60_000 },
      { key: `drill-challenges:${sender.id}`, limit: DRILL_CHALLENGES_PER_HOUR, windowMs: CHALLENGE_WINDOW_MS },
    ],
    rateLimitedMessage: 'You are sending drill challenges too fast. Please wait a moment.',
    // Nothing the sender wrote: the drill is one of ours, so the shield has no text of theirs to read.
    prepare: async (challengedId) => ({
      kind: 'drill_challenge',
      content: `Drill challenge: ${DRILL_NAMES[input.drillId]}`,
      userTexts: [],
      attachedInsert: repository.challengeInsert({ challengerId: sender.id, challengedId, drillId: input.drillId }),
    }),
    present: async (row) => {
      const challenges = await repository.findChallenges(deps.db, [row.id]);
      return asChallenge(toMessage(row, sender.id, undefined, { challenge: challenges.get(row.id) }));
    },
  });
}

/**
 * The challenged partner's score, once: checked against the drill's steps, recorded by a conditional update
 * (a second post, or one racing the first, gets 409), then announced to both users' devices.
 */
export async function recordDrillResult(deps: MessagesDeps, user: UserRow, messageId: number, input: DrillResultInput): Promise<DrillChallengeMessage> {
  const found = await repository.findChallengeWithMessage(deps.db, messageId);
  if (!found) throw notFound('Drill challenge not found');
  const { challenge, message } = found;
  // The access check first: someone outside the conversation learns nothing, not even that it exists.
  await requireChatParticipant(deps.db, message.matchId, user);
  if (message.removedAt || message.hiddenAt || message.deletedAt) throw notFound('Drill challenge not found');
  if (challenge.challengerId === user.id) throw forbidden(OWN_CHALLENGE_MESSAGE);
  if (challenge.challengedId !== user.id) throw notFound('Drill challenge not found');
  const { drillId } = repository.toDrillChallenge(challenge);
  const steps = DRILL_STEP_COUNTS[drillId];
  if (input.total !== steps) throw badRequest(`This drill has ${steps} steps: a result must count ${steps}.`);

  const done = await repository.recordResult(deps.db, { messageId, challengedId: user.id, right: input.right, total: input.total, passed: input.right === input.total, at: new Date() });
  if (!done) throw conflict(ALREADY_DONE_MESSAGE);

  const event = { type: 'drill_challenge_done', matchId: message.matchId, messageId, passed: done.passed === true } as const;
  for (const userId of [challenge.challengerId, challenge.challengedId]) await publishQuietly(deps.userChannel, userId, event, deps.log);
  await deps.domainEvents.publish('drillchallenge.completed', {
    messageId,
    matchId: message.matchId,
    challengerId: challenge.challengerId,
    challengedId: challenge.challengedId,
    drillId,
    passed: done.passed === true,
  });
  return asChallenge(toMessage(message, user.id, undefined, { challenge: done }));
}
