import { useState } from 'react';
import { useLocation } from 'wouter';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { getJourneysQueryOptions } from '@/features/learning/api/get-journeys';
import { SharedJourneysButton, SharedJourneysStrip } from '@/features/pairs/components/shared-journeys';
import { SafetyNote } from '@/features/scam-shield/components/safety-note';
import { ScamWarning } from '@/features/scam-shield/components/scam-warning';
import { ReportDialog, type ReportTarget } from '@/features/safety/components/report-dialog';
import { SafetyMenu } from '@/features/safety/components/safety-menu';
import { paths } from '@/config/paths';

/**
 * The chat composed with safety (the header menu, the report dialog for a single message), the scam
 * shield (the safety note on top, warnings under flagged messages) and shared journeys (the header button
 * and the strip under the header).
 */
export function ChatRoute() {
  const [, navigate] = useLocation();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const leave = () => navigate(paths.messages, { replace: true });
  return (
    <>
      <ChatScreen
        headerActions={(match) => (
          <>
            <SharedJourneysButton matchId={match.id} partnerName={match.matchedUser.displayName} journeyChoices={getJourneysQueryOptions()} />
            <SafetyMenu matchId={match.id} user={match.matchedUser} onEnded={leave} />
          </>
        )}
        renderBelowHeader={(match) => <SharedJourneysStrip matchId={match.id} />}
        onMessageMenu={(match, message) => setReportTarget({ matchId: match.id, user: match.matchedUser, message: { id: message.id, content: message.content } })}
        renderConversationTop={(matchId) => <SafetyNote matchId={matchId} />}
        renderWarning={(message, matchId) =>
          message.warning ? <ScamWarning warning={message.warning} matchId={matchId} messageId={message.id} senderId={message.senderId} /> : null
        }
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
