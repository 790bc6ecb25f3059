import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { PairStreakBadge } from '@/components/pair-streak-badge';
import { StudyTogetherLines } from '@/components/study-together';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { useIsTyping, useKnownPresence } from '@/lib/live-store';

/** `actions`: the header's menu, composed by the app (report, unmatch, block). */
export function ChatHeader({ match, actions }: { match: Match; actions?: ReactNode }) {
  const isTyping = useIsTyping(match.id);
  const { matchedUser } = match;
  // While our own connection is reconnecting the partner's presence is unknown: neither "Online" nor the dot.
  const isOnline = useKnownPresence(matchedUser.isOnline);
  const status = isTyping ? 'typing...' : isOnline ? 'Online' : `${match.matchScore}% match`;
  return (
    <div className="border-b border-border bg-card">
      <div className="flex items-center gap-3 px-3 py-2.5">
        <Link href={paths.messages} aria-label="Back to messages" className="rounded-full p-2 hover:bg-muted">
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <div className="relative">
          <Avatar src={matchedUser.avatarUrl} name={matchedUser.displayName} />
          {isOnline ? <span className="absolute bottom-0 right-0 size-3 rounded-full bg-success ring-2 ring-card" aria-hidden="true" /> : null}
        </div>
        <div className="min-w-0 flex-1">
          <h1 dir="auto" className="truncate text-left font-bold leading-tight">{matchedUser.displayName}</h1>
          <p className={isTyping ? 'text-xs font-semibold text-secondary' : 'text-xs text-muted-foreground'} aria-live="polite">
            {status}
          </p>
        </div>
        <PairStreakBadge streak={match.pairStreak} />
        {actions}
      </div>
      <StudyTogetherLines study={match.studyTogether} compact className="px-4 pb-2" />
    </div>
  );
}
