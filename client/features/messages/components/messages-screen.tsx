import { ComingSoon } from '@/components/page-states';

export function MessagesScreen() {
  return <ComingSoon title="Messages" description="Conversations with your matches." />;
}
