import { useState } from 'react';
import { useLocation } from 'wouter';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { ReportDialog, type ReportTarget } from '@/features/safety/components/report-dialog';
import { SafetyMenu } from '@/features/safety/components/safety-menu';
import { paths } from '@/config/paths';

/** The chat with the safety feature's header menu and the report dialog for a single message. */
export function ChatRoute() {
  const [, navigate] = useLocation();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const leave = () => navigate(paths.messages, { replace: true });
  return (
    <>
      <ChatScreen
        headerActions={(match) => <SafetyMenu matchId={match.id} user={match.matchedUser} onEnded={leave} />}
        onMessageMenu={(match, message) => setReportTarget({ matchId: match.id, user: match.matchedUser, message: { id: message.id, content: message.content } })}
      />
      {reportTarget ? (
        <ReportDialog
          target={reportTarget}
          open
          onOpenChange={(open) => (open ? undefined : setReportTarget(null))}
          onReported={(blocked) => (blocked ? leave() : undefined)}
        />
      ) : null}
    </>
  );
}
