/**
 * What a bubble carries besides its text (docs/decisions/053-chat-replies-reactions-edits-search.md): the quote
 * of the message it answers and the reactions under it.
 */
import { CornerUpLeft } from 'lucide-react';
import { DELETED_MESSAGE_TEXT, MESSAGE_REACTION_LABELS, type Message, type MessageReaction } from '@shared/contracts/messages';
import { cn } from '@/lib/utils';

/** The compact quote at the top of a reply; a tap scrolls to the original (loading older pages if needed). */
export function ReplyQuote({ quote, authorName, isMine, onOpen }: { quote: NonNullable<Message['replyTo']>; authorName: string; isMine: boolean; onOpen: (messageId: number) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(quote.id)}
      aria-label={quote.isGone ? 'Reply to a deleted message' : `Reply to ${authorName}: ${quote.excerpt}. Show the original`}
      className={cn(
        'mb-1 flex w-full min-w-0 items-start gap-1.5 rounded-lg border-s-4 px-2 py-1 text-start text-xs not-italic',
        isMine ? 'border-primary-foreground/70 bg-primary-foreground/15 text-primary-foreground' : 'border-primary bg-muted text-foreground',
      )}
    >
      <CornerUpLeft className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {quote.isGone ? null : (
          <span dir="auto" className="block truncate font-semibold">
            {authorName}
          </span>
        )}
        <span dir="auto" className={cn('line-clamp-2 wrap-anywhere', quote.isGone && 'italic opacity-80')}>
          {quote.isGone ? DELETED_MESSAGE_TEXT : quote.excerpt}
        </span>
      </span>
    </button>
  );
}

/** Names for "who reacted": the viewer is "You". */
export function reactorNames(userIds: number[], currentUserId: number, partnerName: string): string {
  const names = userIds.map((id) => (id === currentUserId ? 'You' : partnerName));
  return names.length === 2 ? `${names[0]} and ${names[1]}` : names.join(', ');
}

/** The reactions under a bubble: each a toggle (pressed when it is mine), with its count and who. */
export function ReactionChips({
  message,
  currentUserId,
  partnerName,
  onToggle,
}: {
  message: Message;
  currentUserId: number;
  partnerName: string;
  onToggle: (reaction: MessageReaction, isOn: boolean) => void;
}) {
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-0.5 flex max-w-full flex-wrap gap-1" aria-label="Reactions">
      {message.reactions.map(({ reaction, userIds }) => {
        const isMine = userIds.includes(currentUserId);
        const { emoji, label } = MESSAGE_REACTION_LABELS[reaction];
        const who = reactorNames(userIds, currentUserId, partnerName);
        return (
          <li key={reaction} className="min-w-0 max-w-full">
            <button
              type="button"
              aria-pressed={isMine}
              aria-label={`${label}: ${who}`}
              title={`${label}: ${who}`}
              onClick={() => onToggle(reaction, !isMine)}
              className={cn(
                'flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-semibold',
                isMine ? 'border-primary bg-primary/10 text-primary' : 'border-border bg-card text-muted-foreground',
              )}
            >
              <span aria-hidden="true">{emoji}</span>
              <span>{userIds.length}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
