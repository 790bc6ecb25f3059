import { ComingSoon } from '@/components/page-states';

export function ChatScreen() {
  return <ComingSoon title="Chat" description="Live chat with your matches." />;
}
