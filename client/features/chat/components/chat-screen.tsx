import { useQuery } from '@tanstack/react-query';
import { MessageCircleOff } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { EmptyState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast-store';
import { useI18n } from '@/i18n/provider';
import { getMatchQueryOptions } from '../api/get-match';
import { ChatHeader } from './chat-header';
import type { ChatSlots } from './chat-slots';
import { Conversation } from './conversation';
import { QueuedMessages } from './queued-messages';

export type { ChatSlots } from './chat-slots';

/** docs/product.md section 5: the chat id must be a number, otherwise the chat queries are disabled. */
function parseMatchId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * The conversation is gone (ended, blocked, or never mine). What I wrote in it and the server has not stored
 * (docs/decisions/058-offline-outbox.md) stays in view with the server's reason, Retry and Discard: an unsent
 * message is never kept out of sight.
 */
function Unavailable({ matchId }: { matchId: number | null }) {
  const { i18n } = useI18n();
  return (
    <div className="p-4">
      <EmptyState
        isPage
        icon={<MessageCircleOff className="size-8 text-muted-foreground" aria-hidden="true" />}
        title={i18n._({ id: 'chat.unavailable.title', message: 'This conversation is no longer available.' })}
      >
        <Button asChild variant="outline" className="mt-2">
          <Link href={paths.messages}>{i18n._({ id: 'chat.unavailable.back', message: 'Back to messages' })}</Link>
        </Button>
      </EmptyState>
      {matchId === null ? null : (
        <div className="mx-auto mt-6 max-w-md">
          <QueuedMessages matchId={matchId} />
        </div>
      )}
    </div>
  );
}

export function ChatScreen({ headerActions, onMessageMenu, renderBelowHeader, renderConversationTop, renderWarning }: ChatSlots = {}) {
  const { i18n } = useI18n();
  const params = useParams<{ id: string }>();
  const matchId = parseMatchId(params.id);
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const match = useQuery(getMatchQueryOptions(matchId));
  const isMissing = matchId === null || (match.error instanceof HttpError && match.error.status === 404);

  useEffect(() => {
    // A failed refetch of a conversation already on screen (offline, a dropped connection) keeps it: only a
    // first load that fails leaves for the list.
    if (match.isError && !isMissing && !match.data) {
      toast({
        variant: 'destructive',
        title: i18n._({ id: 'chat.common.error', message: 'Error' }),
        description: i18n._({ id: 'chat.screen.loadMatchFailed', message: 'Failed to load conversation details.' }),
      });
      navigate(paths.messages, { replace: true });
    }
  }, [match.isError, match.data, isMissing, navigate, i18n]);

  if (isMissing) return <Unavailable matchId={matchId} />;
  if (match.isPending || !user) return <Spinner className="min-h-[50dvh]" label={i18n._({ id: 'chat.screen.loadingConversation', message: 'Loading conversation' })} />;
  if (!match.data) return null;
  const current = match.data;
  return (
    // On a phone the conversation is the whole screen (the app hides its header and tab bar here,
    // docs/decisions/055); wide layouts keep the app header above it.
    <div className="mx-auto flex h-dvh max-w-3xl flex-col md:h-[calc(100dvh-3.5rem)]" data-testid="chat-screen">
      <ChatHeader match={current} actions={headerActions?.(current)} />
      {renderBelowHeader?.(current)}
      <Conversation
        matchId={current.id}
        partnerName={current.matchedUser.displayName}
        currentUserId={user.id}
        onMessageMenu={onMessageMenu ? (message) => onMessageMenu(current, message) : undefined}
        renderConversationTop={renderConversationTop}
        renderWarning={renderWarning}
      />
    </div>
  );
}
