import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Message } from '@shared/contracts/messages';
import { useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast-store';
import { flattenPages, getMessagesQueryOptions } from '../api/get-messages';
import { useMarkRead } from '../api/mark-read';
import { useDeleteMessage, useToggleReaction } from '../api/message-actions';
import type { ChatSlots } from './chat-slots';
import { LiveStatusBanner } from './live-status-banner';
import { MessageComposer } from './message-composer';
import { MessageActionsDialog } from './message-actions-dialog';
import { MessageList } from './message-list';
import { QueuedMessages } from './queued-messages';
import { OfflineNotice } from '@/components/offline-notice';
import { useI18n } from '@/i18n/provider';
import { SeedPhraseBlocked } from './seed-phrase-blocked';

/** How close to the bottom (px) still counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 120;
/** Scrolling within this distance of the top loads the next older page. */
const LOAD_OLDER_PX = 80;

export function Conversation({
  matchId,
  partnerName,
  currentUserId,
  onMessageMenu,
  renderConversationTop,
  renderWarning,
}: { matchId: number; partnerName: string; currentUserId: number; onMessageMenu?: (message: Message) => void } & Pick<ChatSlots, 'renderConversationTop' | 'renderWarning'>) {
  const { i18n } = useI18n();
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
  const [actionsFor, setActionsFor] = useState<Message | null>(null);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [editing, setEditing] = useState<Message | null>(null);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const toggleReaction = useToggleReaction(matchId);
  const deleteMessage = useDeleteMessage(matchId);
  const pendingScrollTo = useRef<number | null>(null);
  const isJumping = useRef(false);
  const hasUnreadFromOther = all.some((message) => message.senderId !== currentUserId && !message.readAt);

  useEffect(() => {
    if (messages.isError)
      toast({
        variant: 'destructive',
        title: i18n._({ id: 'chat.common.error', message: 'Error' }),
        description: i18n._({ id: 'chat.screen.loadMessagesFailed', message: 'Failed to load messages.' }),
      });
  }, [messages.isError, i18n]);

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

  // Brings a message into view and highlights it, loading older pages first when it is not loaded yet: one
  // request per page (50 messages), the pages already here stay (docs/decisions/053-chat-replies-reactions-edits-search.md).
  const { fetchNextPage } = messages;
  const jumpTo = useCallback(
    async (messageId: number) => {
      if (isJumping.current) return;
      isJumping.current = true;
      try {
        const holds = (pages: Message[][] | undefined) => (pages ?? []).some((page) => page.some((message) => message.id === messageId));
        let data = messages.data;
        let hasMore = messages.hasNextPage;
        while (!holds(data?.pages) && hasMore) {
          // Keep the view in place while older pages are prepended.
          previousHeight.current = scroller.current?.scrollHeight ?? null;
          const result = await fetchNextPage();
          if (result.isError) {
            previousHeight.current = null;
            break;
          }
          data = result.data;
          hasMore = result.hasNextPage;
        }
        if (!holds(data?.pages)) {
          toast({
            title: i18n._({ id: 'chat.screen.messageNotFound', message: 'Message not found' }),
            description: i18n._({ id: 'chat.screen.messageNotFoundDescription', message: 'That message is no longer in this conversation.' }),
          });
          return;
        }
        pendingScrollTo.current = messageId;
        setHighlightedId(messageId);
      } finally {
        isJumping.current = false;
      }
    },
    [messages.data, messages.hasNextPage, fetchNextPage, i18n],
  );

  // Scroll once the highlighted message is rendered; the highlight fades after a moment.
  useEffect(() => {
    const target = pendingScrollTo.current;
    if (target === null) return;
    const element = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${target}"]`);
    if (!element) return;
    pendingScrollTo.current = null;
    isNearBottom.current = false;
    element.scrollIntoView({ block: 'center' });
  }, [highlightedId, all.length]);
  useEffect(() => {
    if (highlightedId === null) return;
    const timer = setTimeout(() => setHighlightedId(null), 4_000);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  // Opened from a search result: /chat/:id?message=ID lands on that message, once it is loaded.
  const search = useSearch();
  const landOn = Number(new URLSearchParams(search).get('message')) || null;
  const landed = useRef<number | null>(null);
  const isLoaded = !messages.isPending;
  useEffect(() => {
    if (!landOn || !isLoaded || landed.current === landOn) return;
    landed.current = landOn;
    void jumpTo(landOn);
  }, [landOn, isLoaded, jumpTo]);

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

  function react(message: Message, reaction: Parameters<typeof toggleReaction.mutate>[0]['reaction'], isOn: boolean) {
    toggleReaction.mutate(
      { messageId: message.id, reaction, isOn },
      {
        onError: () =>
          toast({
            variant: 'destructive',
            title: i18n._({ id: 'chat.common.error', message: 'Error' }),
            description: i18n._({ id: 'chat.screen.reactionFailed', message: 'Failed to update the reaction. Please try again.' }),
          }),
      },
    );
  }

  return (
    <>
      <MessageActionsDialog
        message={actionsFor}
        currentUserId={currentUserId}
        onClose={() => setActionsFor(null)}
        onReact={react}
        onReply={(message) => {
          setEditing(null);
          setReplyTo(message);
        }}
        onEdit={(message) => {
          setReplyTo(null);
          setEditing(message);
        }}
        onDelete={(message) =>
          deleteMessage.mutate(message.id, {
            onSuccess: () => {
              if (editing?.id === message.id) setEditing(null);
            },
            onError: () =>
              toast({
                variant: 'destructive',
                title: i18n._({ id: 'chat.common.error', message: 'Error' }),
                description: i18n._({ id: 'chat.screen.deleteFailed', message: 'Failed to delete the message. Please try again.' }),
              }),
          })
        }
        onReport={onMessageMenu}
      />
      <div className="relative min-h-0 flex-1">
        <div ref={scroller} onScroll={onScroll} className="h-full overflow-y-auto bg-background px-3 py-4" data-testid="message-scroller">
          {messages.isFetchingNextPage ? <Spinner className="p-2" label={i18n._({ id: 'chat.screen.loadingOlder', message: 'Loading older messages' })} /> : null}
          {!messages.hasNextPage && !messages.isPending ? renderConversationTop?.(matchId) : null}
          {messages.isPending ? (
            <Spinner label={i18n._({ id: 'chat.screen.loadingMessages', message: 'Loading messages' })} />
          ) : all.length === 0 ? (
            <div className="mt-10 text-center text-sm text-muted-foreground">
              <p>{i18n._({ id: 'chat.screen.empty', message: 'No messages yet. Say hello and share what you want to learn!' })}</p>
              <p className="mt-2">{i18n._({ id: 'chat.screen.staffNever', message: 'Coinmates staff never message you first: anyone here claiming to be staff is not.' })}</p>
            </div>
          ) : (
            <MessageList
              messages={all}
              currentUserId={currentUserId}
              matchId={matchId}
              partnerName={partnerName}
              onMessageMenu={setActionsFor}
              onReport={onMessageMenu}
              onToggleReaction={(message, reaction, isOn) => react(message, reaction, isOn)}
              onOpenQuote={(id) => void jumpTo(id)}
              highlightedId={highlightedId}
              renderWarning={renderWarning && ((message) => renderWarning(message, matchId))}
            />
          )}
          <QueuedMessages matchId={matchId} />
          {refusal ? <SeedPhraseBlocked message={refusal} onDismiss={() => setRefusal(null)} /> : null}
        </div>
        {hasNewBelow ? (
          <Button size="sm" variant="secondary" className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md" onClick={scrollToBottom}>
            <ArrowDown aria-hidden="true" />
            {i18n._({ id: 'chat.screen.newMessages', message: 'New messages' })}
          </Button>
        ) : null}
      </div>
      <OfflineNotice text={i18n._({ id: 'chat.screen.offline', message: 'You are offline. Messages you write are kept and sent, in order, when you are back online.' })} />
      <LiveStatusBanner />
      <div className="border-t border-border bg-card p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <MessageComposer
          matchId={matchId}
          partnerName={partnerName}
          replyTo={replyTo ? { message: replyTo, authorName: replyTo.senderId === currentUserId ? null : partnerName } : null}
          onCancelReply={() => setReplyTo(null)}
          editing={editing}
          onDoneEditing={() => setEditing(null)}
          onRefused={setRefusal}
        />
      </div>
    </>
  );
}
