import { Map as MapIcon, Search } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ChatScreen } from '@/features/chat/components/chat-screen';
import { MessageSearchDialog } from '@/features/chat/components/message-search';
import { getJourneysQueryOptions } from '@/features/learning/api/get-journeys';
import { SharedJourneysDialog } from '@/features/pairs/components/shared-journeys';
import { SafetyNote } from '@/features/scam-shield/components/safety-note';
import { ScamWarning } from '@/features/scam-shield/components/scam-warning';
import { ReportDialog, type ReportTarget } from '@/features/safety/components/report-dialog';
import { SafetyMenu } from '@/features/safety/components/safety-menu';
import { TermLinksProvider } from '@/features/vocabulary/components/term-links-provider';
import { PageContainer } from '@/components/page-states';
import { SocialAgeNotice } from '@/components/social-age-notice';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { ChatTogetherRow } from './chat-together-row';

/**
 * The chat composed with safety (the header's one overflow menu, the report dialog for a single message), the
 * scam shield (the safety note on top, warnings under flagged messages), search in the conversation and shared
 * journeys (items of that menu; the journeys also in the collapsed "learning together" row under the header, docs/decisions/055) and vocabulary terms in
 * messages that open their card (docs/decisions/031-term-cards-and-add-to-deck.md).
 */
export function ChatRoute() {
  const { user } = useCurrentUser();
  if (user && user.ageGroup !== 'adult') {
    // docs/decisions/045-age-gate.md: the chat is closed to this member; say why instead of a failed load.
    return (
      <PageContainer className="mx-auto max-w-2xl">
        <SocialAgeNotice ageGroup={user.ageGroup} isPage />
      </PageContainer>
    );
  }
  return <OpenChat />;
}

function OpenChat() {
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const [isJourneysOpen, setIsJourneysOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const leave = () => navigate(paths.messages, { replace: true });
  return (
    <TermLinksProvider>
      <ChatScreen
        headerActions={(match) => (
          <>
            <SafetyMenu
              matchId={match.id}
              user={match.matchedUser}
              onEnded={leave}
              extraItems={[
                { label: i18n._({ id: 'chat.search.conversation', message: 'Search this conversation' }), icon: Search, onSelect: () => setIsSearchOpen(true) },
                { label: i18n._({ id: 'chat.menu.journeys', message: 'Learn a journey together' }), icon: MapIcon, onSelect: () => setIsJourneysOpen(true) },
              ]}
            />
            <MessageSearchDialog matchId={match.id} partnerName={match.matchedUser.displayName} isOpen={isSearchOpen} onOpenChange={setIsSearchOpen} />
            <SharedJourneysDialog matchId={match.id} partnerName={match.matchedUser.displayName} journeyChoices={getJourneysQueryOptions()} open={isJourneysOpen} onOpenChange={setIsJourneysOpen} />
          </>
        )}
        renderBelowHeader={(match) => <ChatTogetherRow match={match} />}
        onMessageMenu={(match, message) => setReportTarget({ matchId: match.id, user: match.matchedUser, message: { id: message.id, content: message.content } })}
        renderConversationTop={(matchId) => <SafetyNote matchId={matchId} />}
        renderWarning={(message, matchId) => (message.warning ? <ScamWarning warning={message.warning} matchId={matchId} messageId={message.id} senderId={message.senderId} /> : null)}
      />
      {reportTarget ? <ReportDialog target={reportTarget} open onOpenChange={(open) => (open ? undefined : setReportTarget(null))} onReported={(blocked) => (blocked ? leave() : undefined)} /> : null}
    </TermLinksProvider>
  );
}
