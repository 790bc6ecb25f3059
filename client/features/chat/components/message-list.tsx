import { format, isSameDay } from 'date-fns';
import { CheckCheck } from 'lucide-react';
import type { Message } from '@shared/contracts/messages';
import { cn } from '@/lib/utils';

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

/** Messages grouped by day ('MMMM d, yyyy'), times 'h:mm a' (spec "Chat"), "Read" under my last read one. */
export function MessageList({ messages, currentUserId }: { messages: readonly Message[]; currentUserId: number }) {
  const lastReadMine = [...messages].reverse().find((message) => message.senderId === currentUserId && message.readAt);
  return (
    <div className="grid gap-4">
      {groupByDay(messages).map((group) => (
        <section key={group.day.toDateString()} aria-label={format(group.day, 'MMMM d, yyyy')}>
          <h2 className="mb-2 text-center text-xs font-semibold text-muted-foreground">
            <span className="rounded-full bg-muted px-3 py-1">{format(group.day, 'MMMM d, yyyy')}</span>
          </h2>
          <ul className="grid gap-1.5">
            {group.messages.map((message) => {
              const isMine = message.senderId === currentUserId;
              return (
                <li key={message.id} className={cn('flex flex-col', isMine ? 'items-end' : 'items-start')}>
                  <div
                    className={cn(
                      'max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-2xl px-3.5 py-2 text-[15px] leading-snug',
                      isMine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-card text-foreground shadow-sm ring-1 ring-border',
                    )}
                  >
                    {message.content}
                  </div>
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
