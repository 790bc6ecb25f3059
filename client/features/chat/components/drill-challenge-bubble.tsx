import { Dumbbell, Play } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { DrillChallengeMessage } from '@shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { drillTexts } from '../lib/drill-texts';

interface DrillChallengeBubbleProps {
  message: DrillChallengeMessage;
  matchId: number;
  currentUserId: number;
  partnerName: string;
}

/**
 * A drill challenge in the chat (docs/decisions/054-practice-wallet-and-quiz-fairness.md): the drill and what
 * it asks; the challenged partner starts it in the practice wallet, and once it is done both see the score,
 * updated live. The challenger cannot do their own challenge.
 */
export function DrillChallengeBubble({ message, matchId, currentUserId, partnerName }: DrillChallengeBubbleProps) {
  const { i18n } = useI18n();
  const challenge = message.drillChallenge;
  const { title, summary } = drillTexts(i18n, challenge.drillId);
  const isChallenged = challenge.challengedId === currentUserId;
  const result = challenge.result;
  const titleId = useId();
  const score = result ? { drill: title, right: result.right, total: result.total } : null;

  const status = score
    ? isChallenged
      ? result!.passed
        ? i18n._({ id: 'chat.drillChallenge.youPassed', message: 'You passed {drill}: {right}/{total}', values: score })
        : i18n._({ id: 'chat.drillChallenge.youMissed', message: 'You did not pass {drill}: {right}/{total}', values: score })
      : result!.passed
        ? i18n._({ id: 'chat.drillChallenge.partnerPassed', message: '{name} passed {drill}: {right}/{total}', values: { ...score, name: partnerName } })
        : i18n._({ id: 'chat.drillChallenge.partnerMissed', message: '{name} did not pass {drill}: {right}/{total}', values: { ...score, name: partnerName } })
    : isChallenged
      ? i18n._({ id: 'chat.drillChallenge.yourTurn', message: 'It runs in the practice wallet on this device; only your score comes back here.' })
      : i18n._({ id: 'chat.drillChallenge.waiting', message: 'Waiting for {name} to do it.', values: { name: partnerName } });

  return (
    <article aria-labelledby={titleId} className="grid w-[min(22rem,85%)] min-w-0 gap-2 rounded-2xl border border-amber-400/60 bg-card p-3 text-foreground shadow-sm" data-testid="drill-challenge">
      <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold text-amber-800 dark:text-amber-300">
        <Dumbbell className="size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 wrap-anywhere">{i18n._({ id: 'chat.drillChallenge.label', message: 'Drill challenge' })}</span>
      </p>
      <p id={titleId} className="wrap-anywhere text-[15px] font-semibold leading-snug">
        {title}
      </p>
      <p className="wrap-anywhere text-sm text-muted-foreground">{summary}</p>
      <p
        role="status"
        className={cn(
          'wrap-anywhere text-sm',
          result ? (result.passed ? 'font-semibold text-secondary' : 'font-semibold text-destructive') : isChallenged ? 'text-muted-foreground' : 'font-semibold text-muted-foreground',
        )}
        data-testid="drill-challenge-status"
      >
        {status}
      </p>
      {isChallenged && !result ? (
        <Button asChild className="justify-self-start">
          <Link href={paths.drillChallenge(challenge.drillId, message.id, matchId)}>
            <Play aria-hidden="true" /> {i18n._({ id: 'chat.drillChallenge.start', message: 'Start' })}
          </Link>
        </Button>
      ) : null}
    </article>
  );
}
