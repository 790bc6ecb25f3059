import { ArrowLeft, CheckCircle2, RotateCcw, ShieldAlert, XCircle } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/utils';
import {
  BACKUP_CHOICES,
  BACKUP_EXPLANATION,
  consequenceOf,
  decodeRequest,
  isBackupProven,
  newReceiveRound,
  newSeedPhrase,
  newSignDrill,
  PROOF_EXPLANATION,
  randomAddress,
  RECEIVE_EXPLANATION,
  receiveAddressOf,
  shuffle,
  SUPPORT_CHOICES,
  SUPPORT_EXPLANATION,
  SUPPORT_MESSAGES,
  termFor,
  TERMS,
  type DrillId,
  type DrillTerm,
  type Outcome,
} from '../lib/drills';

const DRILLS: ReadonlyArray<{ id: DrillId; title: string; summary: string }> = [
  { id: 'seed', title: 'Create a wallet and prove your backup', summary: 'Back up a real 12-word seed phrase, then prove it, word by word, before you may receive.' },
  { id: 'receive', title: 'Receive without being poisoned', summary: 'Find your exchange address when a look-alike sits at the top of your history.' },
  { id: 'sign', title: 'Read what you sign', summary: 'Real approve calldata and Permit signatures: some harmless, some to a drainer.' },
  { id: 'support', title: 'The "support agent" DM', summary: 'Someone from "Wallet Support" wants your recovery phrase.' },
];

const isDrillId = (value: string | null): value is DrillId => DRILLS.some((drill) => drill.id === value);

/** The practice wallet: drills that run entirely in this browser (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
export function PracticeWalletScreen({ onAddToDeck }: { onAddToDeck: (termId: number) => Promise<unknown> }) {
  const requested = new URLSearchParams(useSearch()).get('drill');
  const [active, setActive] = useState<DrillId | null>(null);
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<Partial<Record<DrillId, Outcome[]>>>({});
  // A drill draws its seed, addresses and order at random: it opens in the browser after hydration, never in
  // the server's page (the two draws would differ, docs/decisions/048-server-render-and-hydrate.md).
  useEffect(() => {
    if (isDrillId(requested)) setActive(requested);
  }, [requested]);

  const finish = (drill: DrillId, outcomes: Outcome[]) => setResults((previous) => ({ ...previous, [drill]: outcomes }));
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
              <ArrowLeft className="size-4" aria-hidden="true" /> Learn
            </Link>
            <h1 className="text-2xl font-extrabold">Practice wallet</h1>
            <p className="text-sm text-muted-foreground">
              Make the mistakes here, where they cost nothing. Every drill is scored, explained and can be replayed.
            </p>
          </header>
          <ul className="grid gap-3" aria-label="Drills">
            {DRILLS.map((drill) => {
              const outcomes = results[drill.id];
              return (
                <li key={drill.id}>
                  <button
                    type="button"
                    onClick={() => start(drill.id)}
                    className="grid w-full gap-1 rounded-2xl border border-border bg-card p-4 text-left hover:bg-muted focus-visible:outline-2"
                    data-testid={`drill-${drill.id}`}
                  >
                    <span className="font-bold">{drill.title}</span>
                    <span className="text-sm text-muted-foreground">{drill.summary}</span>
                    {outcomes ? <ScoreLine outcomes={outcomes} /> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <MissesPanel results={results} onAddToDeck={onAddToDeck} />
        </>
      ) : (
        <DrillFrame
          key={`${active}-${run}`}
          drill={active}
          outcomes={results[active]}
          onFinish={(outcomes) => finish(active, outcomes)}
          onReplay={() => start(active)}
          onBack={() => setActive(null)}
        />
      )}
    </PageContainer>
  );
}

function PracticeBanner() {
  return (
    <div role="note" className="sticky top-2 z-10 flex items-center gap-2 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900" data-testid="practice-banner">
      <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-extrabold tracking-widest">PRACTICE</span> · not a real wallet. Nothing here is sent anywhere or saved.
      </span>
    </div>
  );
}

function ScoreLine({ outcomes }: { outcomes: readonly Outcome[] }) {
  const right = outcomes.filter((outcome) => outcome.isCorrect).length;
  return (
    <span className={cn('text-sm font-semibold', right === outcomes.length ? 'text-emerald-700' : 'text-destructive')} data-testid="drill-score">
      Last score: {right} of {outcomes.length}
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
  const [done, setDone] = useState(false);
  const title = DRILLS.find((item) => item.id === drill)!.title;
  const complete = (result: Outcome[]) => {
    onFinish(result);
    setDone(true);
  };
  return (
    <section className="grid gap-4" aria-labelledby="drill-title">
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-primary">
        <ArrowLeft className="size-4" aria-hidden="true" /> All drills
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
      ) : (
        <SupportDrill onDone={complete} />
      )}
    </section>
  );
}

function DrillResult({ outcomes, onReplay, onBack }: { outcomes: readonly Outcome[]; onReplay: () => void; onBack: () => void }) {
  return (
    <div className="grid gap-3" data-testid="drill-result">
      <p className="text-lg font-bold">
        <ScoreLine outcomes={outcomes} />
      </p>
      <ol className="grid gap-3">
        {outcomes.map((outcome) => (
          <li key={outcome.step} className={cn('rounded-2xl border p-4', outcome.isCorrect ? 'border-emerald-300 bg-emerald-50' : 'border-destructive/40 bg-red-50')} data-testid="drill-outcome" data-correct={outcome.isCorrect}>
            <p className="flex items-center gap-2 font-semibold">
              {outcome.isCorrect ? <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" /> : <XCircle className="size-5 text-destructive" aria-hidden="true" />}
              {outcome.step}: {outcome.isCorrect ? 'right' : 'missed'}
            </p>
            <p className="mt-1 text-sm">{outcome.explanation}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onReplay}>
          <RotateCcw aria-hidden="true" /> Try again
        </Button>
        <Button type="button" variant="outline" onClick={onBack}>
          All drills
        </Button>
      </div>
    </div>
  );
}

function ChoiceList<T extends { id: string; label: string }>({ choices, onChoose, name }: { choices: readonly T[]; onChoose: (choice: T) => void; name: string }) {
  return (
    <ul className="grid gap-2" aria-label={name}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <button type="button" onClick={() => onChoose(choice)} className="w-full rounded-xl border border-border bg-card px-4 py-3 text-left text-sm font-medium hover:bg-muted focus-visible:outline-2" data-choice={choice.id}>
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('grid gap-3 rounded-2xl border border-border bg-card p-4', className)}>{children}</div>;
}

// --- Drill 1 ------------------------------------------------------------------------------------------------

function SeedDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  // The phrase lives in this component's state only: it is gone when the drill ends or is left.
  const [words, setWords] = useState<string[]>(() => newSeedPhrase());
  const [backup, setBackup] = useState<Outcome | null>(null);
  const [entered, setEntered] = useState<number[]>([]);
  const [firstProof, setFirstProof] = useState<boolean | null>(null);
  const [address, setAddress] = useState<string | null>(null);
  const pool = useMemo(() => shuffle(words.map((word, index) => ({ word, index }))), [words]);
  const [backupChoices] = useState(() => shuffle(BACKUP_CHOICES));

  if (address) {
    return (
      <Panel>
        <p className="font-semibold text-emerald-800">Backup proven. Receiving is unlocked.</p>
        <p className="text-sm">Your practice receive address (derived from the phrase you just proved, m/44&apos;/60&apos;/0&apos;/0/0):</p>
        <code className="break-all rounded-lg bg-muted p-2 text-sm" data-testid="receive-address">
          {address}
        </code>
        <p className="text-sm text-muted-foreground">The phrase has now been wiped from this page. A real wallet would never show it again unless you ask.</p>
        <Button type="button" onClick={() => onDone([backup!, proofOutcome(firstProof!)])}>
          See your score
        </Button>
      </Panel>
    );
  }

  if (!backup) {
    return (
      <Panel>
        <p className="text-sm">
          Your new wallet&apos;s recovery phrase. Anyone who sees these words owns the wallet. <strong>Write them down in order.</strong>
        </p>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="seed-words">
          {words.map((word, index) => (
            <li key={index} className="rounded-lg bg-muted px-2 py-1.5 font-mono text-sm">
              <span className="mr-1 text-muted-foreground">{index + 1}.</span>
              {word}
            </li>
          ))}
        </ol>
        <p className="font-semibold">How will you keep this backup?</p>
        <ChoiceList
          name="Backup method"
          choices={backupChoices}
          onChoose={(choice) => setBackup({ drill: 'seed', step: 'Backup method', isCorrect: choice.isCorrect, explanation: BACKUP_EXPLANATION, term: TERMS.seedPhrase })}
        />
      </Panel>
    );
  }

  const complete = entered.length === words.length;
  const proven = complete && isBackupProven(words, entered.map((index) => words[index]!));
  const check = () => {
    if (firstProof === null) setFirstProof(proven);
    if (proven) {
      setAddress(receiveAddressOf(words));
      setWords([]);
    }
  };

  return (
    <Panel>
      {!backup.isCorrect ? (
        <p className="rounded-lg bg-red-50 p-2 text-sm text-destructive" role="status">
          Not that way: {BACKUP_EXPLANATION}
        </p>
      ) : null}
      <p className="text-sm">
        The words are hidden now. <strong>Prove your backup:</strong> tap the words in their original order.
      </p>
      <ol className="flex min-h-11 flex-wrap gap-1.5 rounded-lg border border-dashed border-border p-2" aria-label="Your phrase so far" data-testid="proof-entered">
        {entered.map((index, position) => (
          <li key={position} className="rounded-md bg-primary/10 px-2 py-1 font-mono text-sm">
            {position + 1}. {words[index]}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-1.5" aria-label="Words to place">
        {pool.map(({ word, index }) => (
          <button
            key={index}
            type="button"
            disabled={entered.includes(index)}
            onClick={() => setEntered((previous) => [...previous, index])}
            className="rounded-md border border-border bg-card px-2.5 py-1.5 font-mono text-sm hover:bg-muted disabled:opacity-30"
            data-word={word}
          >
            {word}
          </button>
        ))}
      </div>
      {complete && !proven ? (
        <p className="text-sm font-semibold text-destructive" role="status" data-testid="proof-wrong">
          That order does not match your phrase. Start again from word 1.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setEntered((previous) => previous.slice(0, -1))} disabled={entered.length === 0}>
          Undo
        </Button>
        <Button type="button" variant="outline" onClick={() => setEntered([])} disabled={entered.length === 0}>
          Clear
        </Button>
        <Button type="button" onClick={check} disabled={!complete}>
          Check my backup
        </Button>
      </div>
    </Panel>
  );
}

function proofOutcome(firstTry: boolean): Outcome {
  return { drill: 'seed', step: 'Backup proof, first try', isCorrect: firstTry, explanation: PROOF_EXPLANATION, term: TERMS.seedPhrase };
}

// --- Drill 2 ------------------------------------------------------------------------------------------------

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const SOURCE_CHOICES = [
  { id: 'book', label: 'From the address book entry I saved and checked', isCorrect: true },
  { id: 'history', label: 'From my history: the most recent transfer with my exchange', isCorrect: false },
  { id: 'explorer', label: 'From a block explorer search for the exchange\'s name', isCorrect: false },
  { id: 'chars', label: 'Anywhere, as long as the first and last characters match', isCorrect: false },
] as const;

function ReceiveDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [round] = useState(() => newReceiveRound());
  const [picked, setPicked] = useState<Outcome | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [sourceChoices] = useState(() => shuffle(SOURCE_CHOICES));
  const realShort = short(round.saved);

  if (!picked) {
    return (
      <Panel>
        <p className="text-sm">
          You want to send 200 USDC back to your exchange deposit address, <code className="font-mono">{realShort}</code>. Your wallet shows this history. <strong>Which entry is really your exchange?</strong>
        </p>
        <p className="text-xs text-muted-foreground">
          Saved in your address book: <code className="break-all font-mono" data-testid="saved-address">{round.saved}</code>
        </p>
        <ul className="grid gap-2" aria-label="Transaction history">
          {round.history.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="grid w-full gap-0.5 rounded-xl border border-border bg-card px-3 py-2 text-left hover:bg-muted focus-visible:outline-2"
                data-entry={entry.id}
                onClick={() => {
                  setPickedId(entry.id);
                  setPicked({
                    drill: 'receive',
                    step: 'Pick the real address',
                    isCorrect: entry.counterparty === round.saved,
                    explanation: entry.isPoison
                      ? `You picked the poisoned entry: ${entry.counterparty} only shares its first and last characters with ${round.saved}. ${RECEIVE_EXPLANATION}`
                      : RECEIVE_EXPLANATION,
                    term: TERMS.addressPoisoning,
                  });
                }}
              >
                <span className="flex justify-between gap-2 text-sm font-semibold [&>span:last-child]:shrink-0 [&>span:last-child]:whitespace-nowrap">
                  <span>
                    {entry.direction === 'in' ? 'Received from' : 'Sent to'} {short(entry.counterparty)}
                  </span>
                  <span>{entry.amount}</span>
                </span>
                <span className="break-all font-mono text-[11px] text-muted-foreground">{entry.counterparty}</span>
                <span className="text-xs text-muted-foreground">{entry.when}</span>
              </button>
            </li>
          ))}
        </ul>
      </Panel>
    );
  }

  const poison = round.history.find((entry) => entry.isPoison)!;
  return (
    <Panel>
      <p className={cn('text-sm font-semibold', picked.isCorrect ? 'text-emerald-800' : 'text-destructive')} role="status">
        {picked.isCorrect ? 'Right: that is your exchange.' : pickedId === 'poison' ? 'That was the look-alike.' : 'That is not your exchange.'}
      </p>
      <p className="text-sm">Same start, same end, different middle:</p>
      <code className="break-all rounded bg-muted p-2 text-xs">yours: {round.saved}</code>
      <code className="break-all rounded bg-red-50 p-2 text-xs">theirs: {poison.counterparty}</code>
      <p className="font-semibold">Next time, where do you copy the address from?</p>
      <ChoiceList
        name="Address source"
        choices={sourceChoices}
        onChoose={(choice) =>
          onDone([
            picked,
            { drill: 'receive', step: 'Where to copy from', isCorrect: choice.isCorrect, explanation: RECEIVE_EXPLANATION, term: TERMS.addressPoisoning },
          ])
        }
      />
    </Panel>
  );
}

// --- Drill 3 ------------------------------------------------------------------------------------------------

function SignDrillView({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [drill] = useState(() => newSignDrill(randomAddress()));
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const scenario = drill.scenarios[index]!;
  const decoded = useMemo(() => decodeRequest(scenario.request), [scenario]);
  const answered = outcomes.length > index ? outcomes[index]! : null;

  const decide = (sign: boolean) => {
    const isCorrect = sign === scenario.shouldSign;
    const verdict = scenario.shouldSign ? (sign ? 'You signed a harmless request.' : 'You rejected a harmless request.') : sign ? 'You signed a drainer\'s request.' : 'You rejected a drainer\'s request.';
    setOutcomes((previous) => [
      ...previous,
      { drill: 'sign', step: `Request ${index + 1} (${decoded.method} on ${scenario.site})`, isCorrect, explanation: `${verdict} ${consequenceOf(scenario, decoded)}`, term: termFor(scenario) },
    ]);
  };

  return (
    <Panel>
      <p className="text-xs font-semibold text-muted-foreground">
        Request {index + 1} of {drill.scenarios.length} · practice balance 1,250 USDC
      </p>
      <div className="grid gap-1">
        <p className="text-sm">
          <strong>{scenario.site}</strong> asks: {scenario.pitch}
        </p>
        <p className="text-xs text-muted-foreground">{scenario.request.kind === 'approve' ? 'Transaction (costs gas)' : 'Signature request (no gas, "just a message")'}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-muted p-3 text-sm" data-testid="decoded-request">
        <dt className="font-semibold">Method</dt>
        <dd>{decoded.method}</dd>
        <dt className="font-semibold">Token</dt>
        <dd>{decoded.token}</dd>
        <dt className="font-semibold">Spender</dt>
        <dd className="break-all font-mono text-xs">
          {decoded.spender}
          <span className="block font-sans text-muted-foreground">{decoded.spender === drill.dexRouter ? 'Seen before: your swaps on the DEX you bookmarked' : 'Seen before: never'}</span>
        </dd>
        <dt className="font-semibold">Amount</dt>
        <dd className={cn(decoded.isUnlimited && 'font-extrabold text-destructive')} data-testid="decoded-amount">
          {decoded.amountLabel}
        </dd>
        {decoded.deadline !== null ? (
          <>
            <dt className="font-semibold">Deadline</dt>
            <dd>{new Date(Number(decoded.deadline) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC</dd>
          </>
        ) : null}
      </dl>
      <details className="text-xs">
        <summary className="cursor-pointer font-semibold">{scenario.request.kind === 'approve' ? 'Raw calldata' : 'Raw typed data and EIP-712 digest'}</summary>
        <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono" data-testid="raw-request">
          {scenario.request.kind === 'approve'
            ? scenario.request.calldata
            : `${JSON.stringify(scenario.request.typedData, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n\ndigest: ${decoded.digest}`}
        </pre>
      </details>
      {answered ? (
        <div className={cn('grid gap-2 rounded-xl p-3 text-sm', answered.isCorrect ? 'bg-emerald-50' : 'bg-red-50')} role="status" data-testid="sign-feedback" data-correct={answered.isCorrect}>
          <p className="font-semibold">{answered.isCorrect ? 'Right call.' : 'Missed.'}</p>
          <p>{answered.explanation}</p>
          <Button type="button" onClick={() => (index + 1 < drill.scenarios.length ? setIndex(index + 1) : onDone(outcomes))}>
            {index + 1 < drill.scenarios.length ? 'Next request' : 'See your score'}
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" onClick={() => decide(false)}>
            Reject
          </Button>
          <Button type="button" onClick={() => decide(true)}>
            Sign
          </Button>
        </div>
      )}
    </Panel>
  );
}

// --- Drill 4 ------------------------------------------------------------------------------------------------

function SupportDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [choices] = useState(() => shuffle(SUPPORT_CHOICES));
  return (
    <Panel>
      <p className="text-xs text-muted-foreground">Direct message, a few minutes after you asked about a stuck transfer in a public forum</p>
      <ol className="grid gap-2" aria-label="Messages">
        {SUPPORT_MESSAGES.map((message) => (
          <li key={message} className="max-w-[85%] rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">
            <span className="block text-xs font-bold">Daniel · Wallet Support ✅</span>
            {message}
          </li>
        ))}
      </ol>
      <p className="font-semibold">What do you do?</p>
      <ChoiceList
        name="Your reply"
        choices={choices}
        onChoose={(choice) => onDone([{ drill: 'support', step: 'Reply to "support"', isCorrect: choice.isCorrect, explanation: SUPPORT_EXPLANATION, term: TERMS.phishing }])}
      />
    </Panel>
  );
}

// --- Misses -> review deck ----------------------------------------------------------------------------------

function MissesPanel({ results, onAddToDeck }: { results: Partial<Record<DrillId, Outcome[]>>; onAddToDeck: (termId: number) => Promise<unknown> }) {
  const { user } = useCurrentUser();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const missed = useMemo(() => {
    const byId = new Map<number, DrillTerm>();
    for (const outcomes of Object.values(results)) for (const outcome of outcomes ?? []) if (!outcome.isCorrect) byId.set(outcome.term.id, outcome.term);
    return [...byId.values()];
  }, [results]);
  if (missed.length === 0) return null;

  // The only request this screen can make, and only on this tap: the vocabulary term ids, nothing from a drill.
  const send = async () => {
    setState('sending');
    try {
      for (const term of missed) await onAddToDeck(term.id);
      setState('sent');
    } catch {
      setState('error');
    }
  };

  return (
    <section className="grid gap-2 rounded-2xl border border-border bg-card p-4" aria-labelledby="missed-title" data-testid="missed-terms">
      <h2 id="missed-title" className="font-bold">
        Terms to review
      </h2>
      <p className="text-sm text-muted-foreground">Your misses point to these vocabulary cards:</p>
      <ul className="flex flex-wrap gap-1.5">
        {missed.map((term) => (
          <li key={term.id} className="rounded-full bg-muted px-3 py-1 text-sm font-semibold">
            {term.term}
          </li>
        ))}
      </ul>
      {user ? (
        state === 'sent' ? (
          <p className="text-sm font-semibold text-emerald-800" role="status">
            Added. They come first in your <Link href={paths.vocabulary} className="underline">review deck</Link>.
          </p>
        ) : (
          <>
            <Button type="button" className="justify-self-start" onClick={() => void send()} disabled={state === 'sending'}>
              Add {missed.length === 1 ? 'it' : `all ${missed.length}`} to my review deck
            </Button>
            {state === 'error' ? (
              <p className="text-sm text-destructive" role="alert">
                Could not reach the server. Your drills are unaffected; try again.
              </p>
            ) : null}
          </>
        )
      ) : (
        <p className="text-sm">
          <Link href={paths.auth({ redirect: paths.practiceWallet() })} className="font-semibold text-primary underline">
            Sign in
          </Link>{' '}
          to add them to your review deck.
        </p>
      )}
    </section>
  );
}
