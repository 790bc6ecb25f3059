import { MessageSearchButton } from '@/features/chat/components/message-search';
import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { NoticesEntry } from '@/features/notices/components/notices-entry';

/** Messages composed with the system inbox's entry on top (docs/decisions/046) and the search across all messages (053). */
export function MessagesRoute() {
  return <MessagesScreen pinned={<NoticesEntry />} headerAction={<MessageSearchButton />} />;
}
