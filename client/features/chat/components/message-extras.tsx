/**
 * What a bubble carries besides its text (docs/decisions/053-chat-replies-reactions-edits-search.md): the quote
 * of the message it answers and the reactions under it.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { CornerUpLeft } from 'lucide-react';
import { MESSAGE_REACTION_LABELS, type MessageReaction } from '@shared/constants/messages';
import type { Message } from '@shared/contracts/messages';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** The reactions' names, translated where shown (the emoji come from MESSAGE_REACTION_LABELS). */
export const REACTION_NAMES: Record<MessageReaction, MessageDescriptor> = {
  thumbs_up: /*i18n*/ { id: 'chat.reaction.thumbsUp', message: 'Thumbs up' },
  heart: /*i18n*/ { id: 'chat.reaction.heart', message: 'Heart' },
  laughing: /*i18n*/ { id: 'chat.reaction.laughing', message: 'Laughing' },
  surprised: /*i18n*/ { id: 'chat.reaction.surprised', message: 'Surprised' },
  got_it: /*i18n*/ { id: 'chat.reaction.gotIt', message: 'Got it' },
  fire: /*i18n*/ { id: 'chat.reaction.fire', message: 'Fire' },
};

/** The compact quote at the top of a reply; a tap scrolls to the original (loading older pages if needed). */
export function ReplyQuote({ quote, authorName, isMine, onOpen }: { quote: NonNullable<Message['replyTo']>; authorName: string; isMine: boolean; onOpen: (messageId: number) => void }) {
  const { i18n } = useI18n();
  return (
    <button
      type="button"
      onClick={() => onOpen(quote.id)}
      aria-label={
        quote.isGone
          ? i18n._({ id: 'chat.quote.deletedLabel', message: 'Reply to a deleted message' })
          : i18n._({ id: 'chat.quote.label', message: 'Reply to {name}: {excerpt}. Show the original', values: { name: authorName, excerpt: quote.excerpt } })
      }
      className={cn(
        'mb-1 flex w-full min-w-0 items-start gap-1.5 rounded-lg border-s-4 px-2 py-1 text-start text-xs not-italic',
        // In my own bubble the quote keeps the bubble's background: a lighter tint took the text below 4.5:1.
        isMine ? 'border-primary-foreground/70 text-primary-foreground' : 'border-primary bg-muted text-foreground',
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
          {quote.isGone ? i18n._({ id: 'chat.message.deleted', message: 'Message deleted' }) : quote.excerpt}
        </span>
      </span>
    </button>
  );
}

/** Names for "who reacted": the viewer is "You" (a pair has two people, so at most "You and {name}"). */
export function reactorNames(i18n: I18n, userIds: number[], currentUserId: number, partnerName: string): string {
  const hasMe = userIds.includes(currentUserId);
  if (hasMe && userIds.some((id) => id !== currentUserId)) return i18n._({ id: 'chat.reactions.youAndPartner', message: 'You and {name}', values: { name: partnerName } });
  return hasMe ? i18n._({ id: 'chat.reactions.you', message: 'You' }) : partnerName;
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
  const { i18n } = useI18n();
  if (message.reactions.length === 0) return null;
  return (
    <ul className="mt-0.5 flex max-w-full flex-wrap gap-1" aria-label={i18n._({ id: 'chat.reactions.label', message: 'Reactions' })}>
      {message.reactions.map(({ reaction, userIds }) => {
        const isMine = userIds.includes(currentUserId);
        const { emoji } = MESSAGE_REACTION_LABELS[reaction];
        const label = i18n._(REACTION_NAMES[reaction]);
        const who = reactorNames(i18n, userIds, currentUserId, partnerName);
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
