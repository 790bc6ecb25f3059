import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowDown, MessageCircleOff } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Match } from '@shared/contracts/matches';
import type { Message } from '@shared/contracts/messages';
import { Link, useLocation, useParams } from 'wouter';
import { EmptyState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast-store';
import { getMatchQueryOptions } from '../api/get-match';
import { flattenPages, getMessagesQueryOptions } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { ChatHeader } from './chat-header';
import { LiveStatusBanner } from './live-status-banner';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { SeedPhraseBlocked } from './seed-phrase-blocked';

/** docs/product.md section 5: the chat id must be a number, otherwise the chat queries are disabled. */
function parseMatchId(raw: string | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function Unavailable() {
  return (
    <div className="p-4">
      <EmptyState isPage icon={<MessageCircleOff className="size-8 text-muted-foreground" aria-hidden="true" />} title="This conversation is no longer available.">
        <Button asChild variant="outline" className="mt-2">
          <Link href={paths.messages}>Back to messages</Link>
        </Button>
      </EmptyState>
    </div>
  );
}

/** What the app composes into a conversation: the safety menu and the scam shield's note and warnings. */
export interface ChatSlots {
  /** The header's menu for this match. */
  headerActions?: (match: Match) => ReactNode;
  /** A long-press or the menu button on the other user's message (report it). */
  onMessageMenu?: (match: Match, message: Message) => void;
  /** Shown between the header and the conversation, always in view (what the pair does together). */
  renderBelowHeader?: (match: Match) => ReactNode;
  /** Shown at the top of the conversation. */
  renderConversationTop?: (matchId: number) => ReactNode;
  /** Shown under a received message that carries a warning. */
  renderWarning?: (message: Message, matchId: number) => ReactNode;
}

export function ChatScreen({ headerActions, onMessageMenu, renderBelowHeader, renderConversationTop, renderWarning }: ChatSlots = {}) {
  const params = useParams<{ id: string }>();
  const matchId = parseMatchId(params.id);
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const match = useQuery(getMatchQueryOptions(matchId));
  const isMissing = matchId === null || (match.error instanceof HttpError && match.error.status === 404);

  useEffect(() => {
    if (match.isError && !isMissing) {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to load conversation details.' });
      navigate(paths.messages, { replace: true });
    }
  }, [match.isError, isMissing, navigate]);

  if (isMissing) return <Unavailable />;
  if (match.isPending || !user) return <Spinner className="min-h-[50dvh]" label="Loading conversation" />;
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

/** How close to the bottom (px) still counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 120;
/** Scrolling within this distance of the top loads the next older page. */
const LOAD_OLDER_PX = 80;

function Conversation({
  matchId,
  partnerName,
  currentUserId,
  onMessageMenu,
  renderConversationTop,
  renderWarning,
}: { matchId: number; partnerName: string; currentUserId: number; onMessageMenu?: (message: Message) => void } & Pick<ChatSlots, 'renderConversationTop' | 'renderWarning'>) {
  const messages = useInfiniteQuery(getMessagesQueryOptions(matchId));
  const markRead = useMarkRead(matchId);
  const scroller = useRef<HTMLDivElement>(null);
  const previousHeight = useRef<number | null>(null);
  const isNearBottom = useRef(true);
  const [hasNewBelow, setHasNewBelow] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const all = flattenPages(messages.data?.pages);
  const newest = all[all.length - 1];
  const newestId = newest?.id;
  const isNewestMine = newest?.senderId === currentUserId;
  const pageCount = messages.data?.pages.length;
  const hasUnreadFromOther = all.some((message) => message.senderId !== currentUserId && !message.readAt);

  useEffect(() => {
    if (messages.isError) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load messages.' });
  }, [messages.isError]);

  // docs/product.md section 4: opening a chat with messages marks them read (and so does a message arriving here).
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (hasUnreadFromOther) markAsRead();
  }, [hasUnreadFromOther, newestId, markAsRead]);

  // Keep the view in place when older messages are prepended; follow new ones only when the reader is at
  // the bottom (or sent it), otherwise offer a "new messages" button instead of yanking them down.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (previousHeight.current !== null) {
      element.scrollTop += element.scrollHeight - previousHeight.current;
      previousHeight.current = null;
    } else if (isNearBottom.current || isNewestMine) {
      element.scrollTop = element.scrollHeight;
    } else {
      setHasNewBelow(true);
    }
  }, [newestId, pageCount, isNewestMine]);

  // A refused message's notice sits where the message would have appeared: bring it into view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && refusal) element.scrollTop = element.scrollHeight;
  }, [refusal]);

  const scrollToBottom = () => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: 'smooth' });
    setHasNewBelow(false);
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (isNearBottom.current) setHasNewBelow(false);
    if (element.scrollTop > LOAD_OLDER_PX || !messages.hasNextPage || messages.isFetchingNextPage) return;
    previousHeight.current = element.scrollHeight;
    void messages.fetchNextPage().then((result) => {
      // Nothing was prepended: the next new message must not be shifted by a stale height.
      if (result.isError) previousHeight.current = null;
    });
  };

  return (
    <>
      <div className="relative min-h-0 flex-1">
        <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto bg-background px-3 py-4" data-testid="message-scroller">
          {messages.isFetchingNextPage ? <Spinner className="p-2" label="Loading older messages" /> : null}
          {!messages.hasNextPage && !messages.isPending ? renderConversationTop?.(matchId) : null}
          {messages.isPending ? (
            <Spinner label="Loading messages" />
          ) : all.length === 0 ? (
            <div className="mt-10 text-center text-sm text-muted-foreground">
              <p>No messages yet. Say hello and share what you want to learn!</p>
              <p className="mt-2">Coinmates staff never message you first: anyone here claiming to be staff is not.</p>
            </div>
          ) : (
            <MessageList
              messages={all}
              currentUserId={currentUserId}
              matchId={matchId}
              partnerName={partnerName}
              onMessageMenu={onMessageMenu}
              renderWarning={renderWarning && ((message) => renderWarning(message, matchId))}
            />
          )}
          {refusal ? <SeedPhraseBlocked message={refusal} onDismiss={() => setRefusal(null)} /> : null}
        </div>
        {hasNewBelow ? (
          <Button size="sm" variant="secondary" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md" onClick={scrollToBottom}>
            <ArrowDown aria-hidden="true" />
            New messages
          </Button>
        ) : null}
      </div>
      <LiveStatusBanner />
      <div className="border-t border-border bg-card p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <MessageComposer matchId={matchId} partnerName={partnerName} onRefused={setRefusal} />
      </div>
    </>
  );
}
