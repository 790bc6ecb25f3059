import { ChatScreen } from '@/features/chat/components/chat-screen';
import { SafetyNote } from '@/features/scam-shield/components/safety-note';
import { ScamWarning } from '@/features/scam-shield/components/scam-warning';

/** Composes the chat with the scam shield: the safety note on top, warnings under flagged messages. */
export function ChatRoute() {
  return (
    <ChatScreen
      renderConversationTop={(matchId) => <SafetyNote matchId={matchId} />}
      renderWarning={(message, matchId) =>
        message.warning ? <ScamWarning warning={message.warning} matchId={matchId} messageId={message.id} senderId={message.senderId} /> : null
      }
    />
  );
}
