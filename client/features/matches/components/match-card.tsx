import { ArrowLeftRight, GraduationCap, MessageCircle, Sparkles, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { PairStreakBadge, pairStreakLabel } from '@/components/pair-streak-badge';
import { StudyTogetherLines, teachLine } from '@/components/study-together';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useKnownPresence } from '@/lib/live-store';

const REASON_ICONS = { teaches: GraduationCap, 'shared-interest': Users, 'same-style': Sparkles, difference: ArrowLeftRight } as const;

/** `actions`: the card's menu, composed by the app (report, unmatch, block); kept outside the link. */
export function MatchCard({ match, actions }: { match: Match; actions?: ReactNode }) {
  const { i18n } = useI18n();
  const { matchedUser } = match;
  const isOnline = useKnownPresence(matchedUser.isOnline);
  // The teach line sums up the 'teaches' reasons; the other reasons stay as they are.
  const reasons = teachLine(match.studyTogether, i18n) ? match.reasons.filter((reason) => reason.kind !== 'teaches') : match.reasons;
  return (
    <Card className="relative overflow-hidden">
      <Link
        href={paths.chat(match.id)}
        className="block p-4 pb-2 hover:bg-muted/50"
        aria-label={i18n._({
          id: 'matches.card.label',
          message: 'Chat with {name}, {score}% match. {streak}',
          values: { name: matchedUser.displayName, score: match.matchScore, streak: pairStreakLabel(match.pairStreak, i18n) },
        })}
      >
        <div className="flex items-center gap-3">
          <div className="relative">
            <Avatar src={matchedUser.avatarUrl} name={matchedUser.displayName} className="size-12" />
            {isOnline ? <span className="absolute bottom-0 end-0 size-3 rounded-full bg-success ring-2 ring-card" title={i18n._({ id: 'matches.card.online', message: 'Online' })} /> : null}
          </div>
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate text-start font-bold">
              {matchedUser.displayName}
            </p>
            <div className="flex min-w-0 items-center gap-2">
              <p className="min-w-0 truncate text-sm text-muted-foreground">@{matchedUser.username}</p>
              <PairStreakBadge streak={match.pairStreak} />
            </div>
          </div>
          <div className="text-end">
            <p className="text-2xl font-extrabold text-primary tabular-nums" dir="ltr">
              {match.matchScore}%
            </p>
            <p className="text-xs text-muted-foreground">{i18n._({ id: 'matches.card.match', message: 'match' })}</p>
          </div>
        </div>
        {reasons.length > 0 ? (
          <ul className="mt-3 grid gap-1.5">
            {reasons.slice(0, 3).map((reason) => {
              const Icon = REASON_ICONS[reason.kind as keyof typeof REASON_ICONS] ?? Sparkles;
              return (
                <li key={reason.text} className="flex items-start gap-2 text-sm">
                  <Icon className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
                  {reason.text}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Link>
      {/* Outside the chat link: the module has its own link. */}
      <StudyTogetherLines study={match.studyTogether} partnerName={match.matchedUser.displayName} className="px-4 pb-1" />
      <Link
        href={paths.chat(match.id)}
        tabIndex={-1}
        aria-hidden="true"
        className={actions ? 'flex items-center gap-1.5 px-4 pb-4 pt-2 pe-14 text-sm font-semibold text-primary' : 'flex items-center gap-1.5 px-4 pb-4 pt-2 text-sm font-semibold text-primary'}
      >
        <MessageCircle className="size-4" aria-hidden="true" />
        {match.lastMessage ? i18n._({ id: 'matches.card.continue', message: 'Continue the conversation' }) : i18n._({ id: 'matches.card.sayHello', message: 'Say hello' })}
      </Link>
      {actions ? <div className="absolute bottom-1.5 end-1.5">{actions}</div> : null}
    </Card>
  );
}
