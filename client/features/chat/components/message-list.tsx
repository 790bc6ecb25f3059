import { format, isSameDay } from 'date-fns';
import { CheckCheck, MoreHorizontal, SmilePlus } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { Message, MessageLink, MessageReaction } from '@shared/contracts/messages';
import { useI18n } from '@/i18n/provider';
import { useTermLinks } from '@/lib/term-links';
import { cn } from '@/lib/utils';
import { LeavingDialog } from './leaving-dialog';
import { LinkNotes } from './link-notes';
import { ReactionChips, ReplyQuote } from './message-extras';
import { MessageText } from './message-text';
import { DrillChallengeBubble } from './drill-challenge-bubble';
import { TeachBackBubble } from './teach-back-bubble';

interface DayGroup {
  day: Date;
  messages: Message[];
}

export function groupByDay(messages: readonly Message[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const sent = new Date(message.sent);
    const last = groups[groups.length - 1];
    if (last && isSameDay(last.day, sent)) last.messages.push(message);
    else groups.push({ day: sent, messages: [message] });
  }
  return groups;
}

/** Messages grouped by day ('MMMM d, yyyy'), times 'h:mm a' (docs/product.md section 2 ("Chat")), "Read" under my last read one. */
interface MessageListProps {
  messages: readonly Message[];
  currentUserId: number;
  /** The conversation (teach-back cards are answered in it) and the partner's name for their labels. */
  matchId: number;
  partnerName: string;
  /** A message was long-pressed, right-clicked or its "Message actions" button used (react, reply, edit, delete). */
  onMessageMenu?: (message: Message) => void;
  /** The partner's message's "Report this message" button (reporting stays two taps away: docs/security.md). */
  onReport?: (message: Message) => void;
  /** A reaction chip under a message was tapped. */
  onToggleReaction?: (message: Message, reaction: MessageReaction, isOn: boolean) => void;
  /** A reply's quote was tapped: show the original. */
  onOpenQuote?: (messageId: number) => void;
  /** The message shown highlighted (the original a quote or a search result points at). */
  highlightedId?: number | null;
  /** Under a received message the server flagged (the scam shield, composed by the app). */
  renderWarning?: (message: Message) => ReactNode;
}

export function MessageList({ messages, currentUserId, matchId, partnerName, onMessageMenu, onReport, onToggleReaction, onOpenQuote, highlightedId, renderWarning }: MessageListProps) {
  // Vocabulary terms in a message open their card, composed by the app (client/lib/term-links.ts).
  const linkTerms = useTermLinks();
  const { i18n } = useI18n();
  // The texts of shared/contracts/messages.ts, shared/constants/safety.ts and scam-rules.ts, translated.
  const goneText = (message: Message) =>
    message.isDeleted
      ? i18n._({ id: 'chat.message.deleted', message: 'Message deleted' })
      : message.isHidden
        ? i18n._({ id: 'chat.message.hiddenSeedPiece', message: 'Message hidden: it was part of a seed phrase' })
        : i18n._({ id: 'chat.message.removed', message: 'Message removed by a moderator' });
  const lastReadMine = [...messages].reverse().find((message) => message.senderId === currentUserId && message.readAt);
  // A link the server found safe opens through one "You are leaving Coinmates" step (docs/decisions/044-safe-links.md).
  const [leavingTo, setLeavingTo] = useState<MessageLink | null>(null);
  // Kept after the dialog closes: focus goes back to it then.
  const leavingOpener = useRef<HTMLElement | null>(null);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <LeavingDialog link={leavingTo} opener={leavingOpener} onClose={() => setLeavingTo(null)} />
      {groupByDay(messages).map((group) => (
        <section key={group.day.toDateString()} aria-label={format(group.day, 'MMMM d, yyyy')}>
          <h2 className="mb-2 text-center text-xs font-semibold text-muted-foreground">
            <span className="rounded-full bg-muted px-3 py-1">{format(group.day, 'MMMM d, yyyy')}</span>
          </h2>
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1.5">
            {group.messages.map((message) => {
              const isMine = message.senderId === currentUserId;
              const isGone = message.isRemoved || message.isDeleted;
              const hasMenu = Boolean(onMessageMenu) && !isGone;
              const quote = message.replyTo ? (
                <ReplyQuote
                  quote={message.replyTo}
                  authorName={message.replyTo.senderId === currentUserId ? i18n._({ id: 'chat.reactions.you', message: 'You' }) : partnerName}
                  isMine={isMine && message.kind === 'text'}
                  onOpen={(id) => onOpenQuote?.(id)}
                />
              ) : null;
              const bubble =
                message.kind !== 'text' ? (
                  <div
                    className="flex min-w-0 max-w-[85%] flex-col"
                    onContextMenu={
                      hasMenu
                        ? (event) => {
                            event.preventDefault();
                            onMessageMenu?.(message);
                          }
                        : undefined
                    }
                  >
                    {quote}
                    {message.kind === 'teach_back' ? (
                      <TeachBackBubble message={message} matchId={matchId} currentUserId={currentUserId} partnerName={partnerName} />
                    ) : (
                      <DrillChallengeBubble message={message} matchId={matchId} currentUserId={currentUserId} partnerName={partnerName} />
                    )}
                  </div>
                ) : (
                  <div
                    dir="auto"
                    className={cn(
                      'min-w-0 max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
                      isMine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-card text-foreground shadow-sm ring-1 ring-border',
                      isGone && 'bg-muted italic text-muted-foreground shadow-none ring-0',
                    )}
                    onContextMenu={
                      hasMenu
                        ? (event) => {
                            // A long-press on a phone (or a right-click) opens the message's menu.
                            event.preventDefault();
                            onMessageMenu?.(message);
                          }
                        : undefined
                    }
                  >
                    {quote}
                    {isGone ? (
                      goneText(message)
                    ) : (
                      <MessageText
                        content={message.content}
                        links={message.links}
                        linkTerms={linkTerms}
                        termOrigin={isMine ? undefined : { matchId, messageId: message.id }}
                        onOpenLink={(link, opener) => {
                          leavingOpener.current = opener;
                          setLeavingTo(link);
                        }}
                      />
                    )}
                  </div>
                );
              return (
                <li
                  key={message.id}
                  data-message-id={message.id}
                  className={cn(
                    'flex scroll-mt-16 flex-col rounded-xl transition-colors',
                    isMine ? 'items-end' : 'items-start',
                    message.id === highlightedId && 'bg-secondary/15 ring-2 ring-secondary',
                  )}
                >
                  {hasMenu ? (
                    <div className={cn('flex w-full items-center gap-0.5', isMine && 'flex-row-reverse')}>
                      {bubble}
                      <button
                        type="button"
                        onClick={() => onMessageMenu?.(message)}
                        aria-label={i18n._({ id: 'chat.actions.title', message: 'Message actions' })}
                        aria-haspopup="dialog"
                        className="grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2"
                      >
                        <SmilePlus className="size-4" aria-hidden="true" />
                      </button>
                      {onReport && !isMine ? (
                        <button
                          type="button"
                          onClick={() => onReport(message)}
                          aria-label={i18n._({ id: 'chat.actions.report', message: 'Report this message' })}
                          className="-ms-1 grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2"
                        >
                          <MoreHorizontal className="size-4" aria-hidden="true" />
                        </button>
                      ) : null}
                    </div>
                  ) : (
                    bubble
                  )}
                  {isGone ? null : <LinkNotes links={message.links} isMine={isMine} />}
                  {!isMine && message.warning && !isGone ? renderWarning?.(message) : null}
                  <ReactionChips message={message} currentUserId={currentUserId} partnerName={partnerName} onToggle={(reaction, isOn) => onToggleReaction?.(message, reaction, isOn)} />
                  <span className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-muted-foreground">
                    {format(new Date(message.sent), 'h:mm a')}
                    {message.editedAt ? <span>· {i18n._({ id: 'chat.message.edited', message: 'edited' })}</span> : null}
                    {message.id === lastReadMine?.id ? (
                      <span className="flex items-center gap-0.5 font-semibold text-secondary">
                        <CheckCheck className="size-3.5" aria-hidden="true" />
                        <span>{i18n._({ id: 'chat.message.read', message: 'Read' })}</span>
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
