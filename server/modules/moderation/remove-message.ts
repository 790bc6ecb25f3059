/** The reported message is erased; both users of the conversation see "Message removed by a moderator". */
import { conflict } from '../../lib/app-error';
import { publishQuietly } from '../../live/event-bus';
import { requireMatchParticipant } from '../matching/matching.service';
import { eraseMessage } from '../messages/message-evidence.service';
import type { SafetyDeps } from '../safety/safety.service';
import { noteDetails, type ActionContext } from './action-context';
import { appendAudit } from './audit-log.repository';
import { resolveReport } from './reports.repository';

export async function removeMessage(deps: SafetyDeps, context: ActionContext): Promise<void> {
  const { moderatorId, report, note, at } = context;
  const messageId = report.messageId;
  if (messageId === null) throw conflict('This report is not about a message.');
  const removed = await deps.db.transaction(async (tx) => {
    const message = await eraseMessage(tx, messageId, at);
    // The conversation ended (block, unmatch): nobody can see the message any more.
    if (!message) return undefined;
    await resolveReport(tx, report.id, 'message_removed', at);
    await appendAudit(tx, { actorId: moderatorId, action: 'remove_message', targetUserId: report.reportedUserId, reportId: report.id, details: { messageId, ...noteDetails(note) } });
    return message;
  });
  if (!removed) throw conflict('The conversation has ended: the message is no longer visible to anyone.');
  const { otherUserId } = await requireMatchParticipant(deps.db, removed.matchId, removed.senderId).catch(() => ({ otherUserId: undefined }));
  for (const userId of [removed.senderId, otherUserId]) {
    if (userId !== undefined) await publishQuietly(deps.bus, userId, { type: 'message_removed', matchId: removed.matchId, messageId }, deps.log);
  }
}
