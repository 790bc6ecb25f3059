import { format, isSameDay } from 'date-fns';
import { CheckCheck, MoreHorizontal } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { SEED_PIECE_HIDDEN_TEXT } from '@shared/constants/scam-rules';
import { REMOVED_MESSAGE_TEXT } from '@shared/constants/safety';
import type { Message, MessageLink } from '@shared/contracts/messages';
import { useTermLinks } from '@/lib/term-links';
import { cn } from '@/lib/utils';
import { LeavingDialog } from './leaving-dialog';
import { LinkNotes } from './link-notes';
import { MessageText } from './message-text';
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
  /** The other user's message was long-pressed or its menu button used (report it). */
  onMessageMenu?: (message: Message) => void;
  /** Under a received message the server flagged (the scam shield, composed by the app). */
  renderWarning?: (message: Message) => ReactNode;
}

export function MessageList({ messages, currentUserId, matchId, partnerName, onMessageMenu, renderWarning }: MessageListProps) {
  // Vocabulary terms in a message open their card (issue 19), composed by the app (client/lib/term-links.ts).
  const linkTerms = useTermLinks();
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
              const hasMenu = Boolean(onMessageMenu) && !isMine && !message.isRemoved;
              const bubble =
                message.kind === 'teach_back' ? (
                  <TeachBackBubble message={message} matchId={matchId} currentUserId={currentUserId} partnerName={partnerName} />
                ) : (
                  <div
                    dir="auto"
                    className={cn(
                      'min-w-0 max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
                      isMine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-card text-foreground shadow-sm ring-1 ring-border',
                      message.isRemoved && 'bg-muted italic text-muted-foreground shadow-none ring-0',
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
                    {message.isRemoved ? (message.isHidden ? SEED_PIECE_HIDDEN_TEXT : REMOVED_MESSAGE_TEXT) : <MessageText content={message.content} links={message.links} linkTerms={linkTerms} onOpenLink={(link, opener) => {
                          leavingOpener.current = opener;
                          setLeavingTo(link);
                        }} />}
                  </div>
                );
              return (
                <li key={message.id} className={cn('flex flex-col', isMine ? 'items-end' : 'items-start')}>
                  {hasMenu ? (
                    <div className="flex w-full items-center gap-0.5">
                      {bubble}
                      <button
                        type="button"
                        onClick={() => onMessageMenu?.(message)}
                        aria-label="Report this message"
                        className="grid size-9 shrink-0 place-items-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2"
                      >
                        <MoreHorizontal className="size-4" aria-hidden="true" />
                      </button>
                    </div>
                  ) : (
                    bubble
                  )}
                  {message.isRemoved ? null : <LinkNotes links={message.links} isMine={isMine} />}
                  {!isMine && message.warning && !message.isRemoved ? renderWarning?.(message) : null}
                  <span className="mt-0.5 flex items-center gap-1 px-1 text-[11px] text-muted-foreground">
                    {format(new Date(message.sent), 'h:mm a')}
                    {message.id === lastReadMine?.id ? (
                      <span className="flex items-center gap-0.5 font-semibold text-secondary">
                        <CheckCheck className="size-3.5" aria-hidden="true" />
                        <span>Read</span>
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
