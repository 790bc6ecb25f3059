import type { I18n } from '@lingui/core';
import { ArrowLeft, CheckCircle2, RotateCcw, ShieldAlert, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { type DrillId, type Outcome } from '../lib/drills/common';
import { ChallengePanel, challengeFrom, useChallengeResult, type ChallengeResultPoster } from './challenge-panel';
import { MissesPanel } from './misses-panel';

import { RevokeDrill, SwapDrill } from './revoke-and-swap-drills';
import { ReceiveDrill, SeedDrill } from './seed-and-receive-drills';
import { SignDrillView, SupportDrill } from './sign-and-support-drills';
const DRILL_IDS: readonly DrillId[] = ['seed', 'receive', 'sign', 'support', 'revoke', 'swap'];

/** A drill's name and what it practises. */
function drillTexts(i18n: I18n, drill: DrillId): { title: string; summary: string } {
  switch (drill) {
    case 'seed':
      return {
        title: i18n._({ id: 'practiceWallet.drill.seed.title', message: 'Create a wallet and prove your backup' }),
        summary: i18n._({ id: 'practiceWallet.drill.seed.summary', message: 'Back up a real 12-word seed phrase, then prove it, word by word, before you may receive.' }),
      };
    case 'receive':
      return {
        title: i18n._({ id: 'practiceWallet.drill.receive.title', message: 'Receive without being poisoned' }),
        summary: i18n._({ id: 'practiceWallet.drill.receive.summary', message: 'Find your exchange address when a look-alike sits at the top of your history.' }),
      };
    case 'sign':
      return {
        title: i18n._({ id: 'practiceWallet.drill.sign.title', message: 'Read what you sign' }),
        summary: i18n._({ id: 'practiceWallet.drill.sign.summary', message: 'Real approve calldata, Permit and Permit2 signatures: some harmless, some to a drainer.' }),
      };
    case 'support':
      return {
        title: i18n._({ id: 'practiceWallet.drill.support.title', message: 'The "support agent" DM' }),
        summary: i18n._({ id: 'practiceWallet.drill.support.summary', message: 'Someone from "Wallet Support" wants your recovery phrase.' }),
      };
    case 'revoke':
      return {
        title: i18n._({ id: 'practiceWallet.drill.revoke.title', message: 'Revoke an approval' }),
        summary: i18n._({ id: 'practiceWallet.drill.revoke.summary', message: 'Your approvals list hides a drainer with unlimited access. Find it and revoke it.' }),
      };
    case 'swap':
      return {
        title: i18n._({ id: 'practiceWallet.drill.swap.title', message: 'Swap past a sandwich bot' }),
        summary: i18n._({ id: 'practiceWallet.drill.swap.summary', message: 'Set your slippage and route while a bot watches the mempool.' }),
      };
  }
}

const isDrillId = (value: string | null): value is DrillId => DRILL_IDS.some((drill) => drill === value);

/**
 * The practice wallet: drills that run entirely in this browser (docs/decisions/054-practice-wallet-and-quiz-fairness.md).
 * Opened from a drill challenge in the chat, the first run's score is posted once it ends (`onChallengeResult`).
 */
export function PracticeWalletScreen({ onAddToDeck, onChallengeResult }: { onAddToDeck: (termId: number) => Promise<unknown>; onChallengeResult?: ChallengeResultPoster }) {
  const params = new URLSearchParams(useSearch());
  const requested = params.get('drill');
  const challenge = isDrillId(requested) ? challengeFrom(params) : null;
  const challengeResult = useChallengeResult(challenge, onChallengeResult);
  const { i18n } = useI18n();
  const [active, setActive] = useState<DrillId | null>(null);
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<Partial<Record<DrillId, Outcome[]>>>({});
  // A drill draws its seed, addresses and order at random: it opens in the browser after hydration, never in
  // the server's page (the two draws would differ, docs/decisions/048-server-render-and-hydrate.md).
  useEffect(() => {
    if (isDrillId(requested)) setActive(requested);
  }, [requested]);

  const finish = (drill: DrillId, outcomes: Outcome[]) => {
    setResults((previous) => ({ ...previous, [drill]: outcomes }));
    if (challenge && drill === requested) challengeResult.finish(outcomes);
  };
  const start = (drill: DrillId) => {
    setActive(drill);
    setRun((value) => value + 1);
  };

  return (
    <PageContainer className="grid max-w-2xl gap-5">
      <PracticeBanner />
      {active === null ? (
        <>
          <header className="grid gap-1">
            <Link href={paths.learn()} className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
              <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {i18n._({ id: 'practiceWallet.backToLearn', message: 'Learn' })}
            </Link>
            <h1 className="text-2xl font-extrabold">{i18n._({ id: 'practiceWallet.title', message: 'Practice wallet' })}</h1>
            <p className="text-sm text-muted-foreground">
              {i18n._({ id: 'practiceWallet.intro', message: 'Make the mistakes here, where they cost nothing. Every drill is scored, explained and can be replayed.' })}
            </p>
          </header>
          <ul className="grid gap-3" aria-label={i18n._({ id: 'practiceWallet.drills', message: 'Drills' })}>
            {DRILL_IDS.map((drill) => {
              const outcomes = results[drill];
              const { title, summary } = drillTexts(i18n, drill);
              return (
                <li key={drill}>
                  <button
                    type="button"
                    onClick={() => start(drill)}
                    className="grid w-full gap-1 rounded-2xl border border-border bg-card p-4 text-start hover:bg-muted focus-visible:outline-2"
                    data-testid={`drill-${drill}`}
                  >
                    <span className="font-bold">{title}</span>
                    <span className="text-sm text-muted-foreground">{summary}</span>
                    {outcomes ? <ScoreLine outcomes={outcomes} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <MissesPanel results={results} onAddToDeck={onAddToDeck} />
        </>
      ) : (
        <>
          {/* Before the run: what the challenge is, at the top; after it: where the score went, under the result. */}
          {challenge && active === requested && challengeResult.state.kind === 'idle' ? <ChallengePanel challenge={challenge} state={challengeResult.state} onRetry={challengeResult.retry} /> : null}
          <DrillFrame
            key={`${active}-${run}`}
            drill={active}
            outcomes={results[active]}
            onFinish={(outcomes) => finish(active, outcomes)}
            onReplay={() => start(active)}
            onBack={() => setActive(null)}
          />
          {challenge && active === requested && challengeResult.state.kind !== 'idle' ? <ChallengePanel challenge={challenge} state={challengeResult.state} onRetry={challengeResult.retry} /> : null}
          {/* A challenge's misses go to the review deck the same way as any drill's. */}
          {challenge && active === requested ? <MissesPanel results={{ [active]: results[active] }} onAddToDeck={onAddToDeck} /> : null}
        </>
      )}
    </PageContainer>
  );
}

function PracticeBanner() {
  const { i18n } = useI18n();
  return (
    <div
      role="note"
      className="sticky top-2 z-10 flex items-center gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
      data-testid="practice-banner"
    >
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-extrabold tracking-widest">{i18n._({ id: 'practiceWallet.banner.label', message: 'PRACTICE' })}</span> ·{' '}
        {i18n._({ id: 'practiceWallet.banner.text', message: 'not a real wallet. Nothing here is sent anywhere or saved.' })}
      </span>
    </div>
  );
}

function ScoreLine({ outcomes }: { outcomes: readonly Outcome[] }) {
  const { i18n } = useI18n();
  const right = outcomes.filter((outcome) => outcome.isCorrect).length;
  return (
    <span className={cn('text-sm font-semibold', right === outcomes.length ? 'text-emerald-700' : 'text-destructive')} data-testid="drill-score">
      {i18n._({ id: 'practiceWallet.lastScore', message: 'Last score: {right} of {total}', values: { right, total: outcomes.length } })}
    </span>
  );
}

function DrillFrame({
  drill,
  outcomes,
  onFinish,
  onReplay,
  onBack,
}: {
  drill: DrillId;
  outcomes: Outcome[] | undefined;
  onFinish: (outcomes: Outcome[]) => void;
  onReplay: () => void;
  onBack: () => void;
}) {
  const { i18n } = useI18n();
  const [done, setDone] = useState(false);
  const { title } = drillTexts(i18n, drill);
  const complete = (result: Outcome[]) => {
    onFinish(result);
    setDone(true);
  };
  return (
    <section className="grid gap-4" aria-labelledby="drill-title">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-primary">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {i18n._({ id: 'practiceWallet.allDrills', message: 'All drills' })}
      </button>
      <h1 id="drill-title" className="text-xl font-extrabold">
        {title}
      </h1>
      {done && outcomes ? (
        <DrillResult outcomes={outcomes} onReplay={onReplay} onBack={onBack} />
      ) : drill === 'seed' ? (
        <SeedDrill onDone={complete} />
      ) : drill === 'receive' ? (
        <ReceiveDrill onDone={complete} />
      ) : drill === 'sign' ? (
        <SignDrillView onDone={complete} />
      ) : drill === 'revoke' ? (
        <RevokeDrill onDone={complete} />
      ) : drill === 'swap' ? (
        <SwapDrill onDone={complete} />
      ) : (
        <SupportDrill onDone={complete} />
      )}
    </section>
  );
}

function DrillResult({ outcomes, onReplay, onBack }: { outcomes: readonly Outcome[]; onReplay: () => void; onBack: () => void }) {
  const { i18n } = useI18n();
  return (
    <div className="grid gap-3" data-testid="drill-result">
      <p className="text-lg font-bold">
        <ScoreLine outcomes={outcomes} />
      </p>
      <ol className="grid gap-3">
        {outcomes.map((outcome, index) => (
          <li
            key={index}
            className={cn('rounded-2xl border p-4', outcome.isCorrect ? 'border-emerald-300 bg-emerald-50' : 'border-destructive/40 bg-red-50')}
            data-testid="drill-outcome"
            data-correct={outcome.isCorrect}
          >
            <p className="flex items-center gap-2 font-semibold">
              {outcome.isCorrect ? <CheckCircle2 className="size-5 shrink-0 text-emerald-700" aria-hidden="true" /> : <XCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />}
              {outcome.isCorrect
                ? i18n._({ id: 'practiceWallet.outcome.right', message: '{step}: right', values: { step: outcome.step(i18n) } })
                : i18n._({ id: 'practiceWallet.outcome.missed', message: '{step}: missed', values: { step: outcome.step(i18n) } })}
            </p>
            <p className="mt-1 text-sm">{outcome.explanation(i18n)}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onReplay}>
          <RotateCcw aria-hidden="true" /> {i18n._({ id: 'practiceWallet.tryAgain', message: 'Try again' })}
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          {i18n._({ id: 'practiceWallet.allDrills', message: 'All drills' })}
        </Button>
      </div>
    </div>
  );
}
