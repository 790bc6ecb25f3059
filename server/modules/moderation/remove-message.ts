/** The reported message is erased; both users of the conversation see "Message removed by a moderator". */
import { conflict } from '../../lib/app-error';
import { publishQuietly } from '../../live/user-channel';
import { requireMatchParticipant } from '../matching/matching.service';
import { eraseMessage } from '../messages/message-evidence.service';
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, reporterOf, resolveOnce, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';

export async function removeMessage(deps: SafetyDeps, context: ActionContext): Promise<number[]> {
  const { moderatorId, report, note, at } = context;
  const messageId = report.messageId;
  if (messageId === null) throw conflict('This report is not about a message.');
  const removed = await deps.db.transaction(async (tx) => {
    await resolveOnce(tx, context, 'message_removed');
    const message = await eraseMessage(tx, messageId, at);
    // The conversation ended (block, unmatch): nobody can see the message any more, and the report stays open.
    if (!message) throw conflict('The conversation has ended: the message is no longer visible to anyone.');
    await appendAudit(tx, { actorId: moderatorId, action: 'remove_message', targetUserId: report.reportedUserId, reportId: report.id, details: { messageId, ...noteDetails(note) } });
    return message;
  });
  const { otherUserId } = await requireMatchParticipant(deps.db, removed.matchId, removed.senderId).catch(() => ({ otherUserId: undefined }));
  for (const userId of [removed.senderId, otherUserId]) {
    if (userId !== undefined) await publishQuietly(deps.userChannel, userId, { type: 'message_removed', matchId: removed.matchId, messageId }, deps.log);
  }
  return reporterOf(report);
}
