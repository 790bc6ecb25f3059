/**
 * What trust and safety may read or change of a conversation: a reported message and the messages around it
 * (copied into the report), and a moderator's removal. Kept apart from the chat itself; the messages module
 * stays the one writer of `messages`.
 */
import type { Executor } from '../../db/client';
import * as repository from './message-evidence.repository';

export type { EvidenceMessage } from './message-evidence.repository';

export function findMessage(db: Executor, messageId: number): Promise<repository.EvidenceMessage | undefined> {
  return repository.findMessage(db, messageId);
}

/** Up to `radius` messages before and after the given one, with it, oldest first; the newest ones without it. */
export function messagesAround(db: Executor, matchId: number, messageId: number | undefined, radius: number): Promise<repository.EvidenceMessage[]> {
  return repository.messagesAround(db, matchId, messageId, radius);
}

/** A moderator's removal: the text is erased, the message stays as "removed" for both users. */
export function eraseMessage(db: Executor, messageId: number, at: Date): Promise<repository.EvidenceMessage | undefined> {
  return repository.eraseMessage(db, messageId, at);
}
