/** Drills 3 and 4 of the practice wallet: read what you sign (approve, Permit and Permit2), and the fake "support agent" DM. */
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { randomAddress, shuffle, TERMS, type Outcome } from '../lib/drills/common';
import { consequenceOf, decodeRequest, newSignDrill, termFor } from '../lib/drills/sign';
import { SUPPORT_CHOICES, SUPPORT_EXPLANATION, SUPPORT_MESSAGES } from '../lib/drills/support';

import { ChoiceList, Panel } from './drill-ui';

export function SignDrillView({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [drill] = useState(() => newSignDrill(randomAddress()));
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const scenario = drill.scenarios[index]!;
  const decoded = useMemo(() => decodeRequest(scenario.request), [scenario]);
  const answered = outcomes.length > index ? outcomes[index]! : null;

  const decide = (sign: boolean) => {
    const isCorrect = sign === scenario.shouldSign;
    const verdict = scenario.shouldSign
      ? sign
        ? 'You signed a harmless request.'
        : 'You rejected a harmless request.'
      : sign
        ? "You signed a drainer's request."
        : "You rejected a drainer's request.";
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
            <dt className="font-semibold">{decoded.method === 'PermitSingle' ? 'Expires' : 'Deadline'}</dt>
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

export function SupportDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [choices] = useState(() => shuffle(SUPPORT_CHOICES));
  return (
    <Panel>
      <p className="text-xs text-muted-foreground">Direct message, a few minutes after you asked about a stuck transfer in a public forum</p>
      <ol className="grid gap-2" aria-label="Messages">
        {SUPPORT_MESSAGES.map((message) => (
          <li key={message} className="max-w-[85%] rounded-2xl rounded-es-sm bg-muted px-3 py-2 text-sm">
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
