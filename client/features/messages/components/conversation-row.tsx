import { formatDistanceToNowStrict } from 'date-fns';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useKnownPresence } from '@/lib/live-store';
import { cn, initials } from '@/lib/utils';

/** 'ago' even when this device's clock runs behind the server's (a fresh message would read "in 3 seconds"). */
function timeAgo(sent: string): string {
  const now = Date.now();
  return formatDistanceToNowStrict(Math.min(Date.parse(sent), now), { addSuffix: true });
}

export function ConversationRow({ match }: { match: Match }) {
  const { i18n } = useI18n();
  const { matchedUser, lastMessage } = match;
  const isUnread = match.unreadCount > 0;
  const isOnline = useKnownPresence(matchedUser.isOnline);
  return (
    <Link href={paths.chat(match.id)} className="flex items-center gap-3 rounded-2xl p-3 hover:bg-muted">
      <span className="relative shrink-0">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-coral-soft text-base font-bold text-primary">
          {initials(matchedUser.displayName)}
        </span>
        {isOnline ? (
          <span className="absolute bottom-0 end-0 size-3.5 rounded-full bg-success ring-2 ring-background" aria-label={i18n._({ id: 'messages.row.online', message: 'Online' })} role="img" />
        ) : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span dir="auto" className={cn('min-w-0 truncate text-start', isUnread ? 'font-extrabold' : 'font-semibold')}>
            {matchedUser.displayName}
          </span>
          {lastMessage ? (
            <span className="shrink-0 text-xs text-muted-foreground" suppressHydrationWarning>
              {timeAgo(lastMessage.sent)}
            </span>
          ) : null}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span dir="auto" className={cn('min-w-0 truncate text-start text-sm', isUnread ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
            {lastMessage ? lastMessage.content : i18n._({ id: 'messages.row.newMatch', message: 'New match · {score}% compatible. Say hello!', values: { score: match.matchScore } })}
          </span>
          {isUnread ? (
            <span
              className="shrink-0 rounded-full bg-primary px-2 text-xs font-bold leading-5 text-primary-foreground"
              aria-label={i18n._({ id: 'messages.row.unread', message: '{count} unread', values: { count: match.unreadCount } })}
            >
              {match.unreadCount}
            </span>
          ) : null}
        </span>
      </span>
    </Link>
  );
}
