import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { PairStreakBadge } from '@/components/pair-streak-badge';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useIsTyping, useKnownPresence } from '@/lib/live-store';

/**
 * One row (docs/decisions/055): back to /messages, the partner (name, then the pair streak once it exists and
 * the status under it), and `actions` (the one overflow menu the app composes: journeys, report, unmatch,
 * block). The name takes all the room left.
 */
export function ChatHeader({ match, actions }: { match: Match; actions?: ReactNode }) {
  const { i18n } = useI18n();
  const isTyping = useIsTyping(match.id);
  const { matchedUser, pairStreak } = match;
  // While our own connection is reconnecting the partner's presence is unknown: neither "Online" nor the dot.
  const isOnline = useKnownPresence(matchedUser.isOnline);
  const status = isTyping
    ? i18n._({ id: 'chat.header.typing', message: 'typing...' })
    : isOnline
      ? i18n._({ id: 'chat.header.online', message: 'Online' })
      : i18n._({ id: 'chat.header.matchScore', message: '{score}% match', values: { score: match.matchScore } });
  // A new pair has no streak yet: "0 days, 0 freezes" is noise in the one row a phone has.
  const hasStreak = pairStreak.days > 0 || pairStreak.freezes > 0;
  return (
    <div className="flex items-center gap-1.5 border-b border-border bg-card py-1.5 ps-1 pe-1 sm:gap-2 sm:px-3" data-testid="chat-header">
      <Link href={paths.messages} aria-label={i18n._({ id: 'chat.unavailable.back', message: 'Back to messages' })} className="grid size-11 shrink-0 place-items-center rounded-full hover:bg-muted">
        <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
      <div className="relative shrink-0">
        <Avatar src={matchedUser.avatarUrl} name={matchedUser.displayName} />
        {isOnline ? <span className="absolute bottom-0 end-0 size-3 rounded-full bg-success ring-2 ring-card" aria-hidden="true" /> : null}
      </div>
      <div className="ms-1 min-w-0 flex-1">
        <h1 dir="auto" className="truncate text-start text-base font-bold leading-tight" title={matchedUser.displayName}>
          {matchedUser.displayName}
        </h1>
        <p className="flex min-w-0 items-center gap-1.5 text-xs">
          {hasStreak ? <PairStreakBadge streak={pairStreak} isCompact className="bg-transparent px-0 py-0" /> : null}
          <span className={isTyping ? 'truncate font-semibold text-secondary' : 'truncate text-muted-foreground'} aria-live="polite">
            {status}
          </span>
        </p>
      </div>
      {actions}
    </div>
  );
}
