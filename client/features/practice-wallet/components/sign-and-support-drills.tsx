/** Drills 3 and 4 of the practice wallet: read what you sign (approve, Permit and Permit2), and the fake "support agent" DM. */
import type { I18n } from '@lingui/core';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { randomAddress, shuffle, TERMS, type Outcome } from '../lib/drills/common';
import { amountText, consequenceOf, decodeRequest, newSignDrill, PRACTICE_BALANCE, siteOf, termFor } from '../lib/drills/sign';
import { SUPPORT_CHOICES, SUPPORT_EXPLANATION, SUPPORT_MESSAGES } from '../lib/drills/support';

import { ChoiceList, Panel } from './drill-ui';

export function SignDrillView({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
  const [drill] = useState(() => newSignDrill(randomAddress()));
  const [index, setIndex] = useState(0);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const scenario = drill.scenarios[index]!;
  const decoded = useMemo(() => decodeRequest(scenario.request), [scenario]);
  const answered = outcomes.length > index ? outcomes[index]! : null;

  const decide = (sign: boolean) => {
    const isCorrect = sign === scenario.shouldSign;
    const number = index + 1;
    setOutcomes((previous) => [
      ...previous,
      {
        drill: 'sign',
        step: (i18n) => i18n._({ id: 'practiceWallet.sign.step', message: 'Request {number} ({method} on {site})', values: { number, method: decoded.method, site: siteOf(i18n, scenario) } }),
        isCorrect,
        explanation: (i18n) => `${verdictOf(i18n, scenario.shouldSign, sign)} ${consequenceOf(i18n, scenario, decoded)}`,
        term: termFor(scenario),
      },
    ]);
  };

  return (
    <Panel>
      <p className="text-xs font-semibold text-muted-foreground">
        {i18n._({
          id: 'practiceWallet.sign.progress',
          message: 'Request {number} of {total} · practice balance {balance}',
          values: { number: index + 1, total: drill.scenarios.length, balance: amountText(i18n, PRACTICE_BALANCE) },
        })}
      </p>
      <div className="grid gap-1">
        <p className="text-sm">
          <strong>{i18n._({ id: 'practiceWallet.sign.asks', message: '{site} asks:', values: { site: siteOf(i18n, scenario) } })}</strong> {i18n._(scenario.pitch)}
        </p>
        <p className="text-xs text-muted-foreground">
          {scenario.request.kind === 'approve'
            ? i18n._({ id: 'practiceWallet.sign.transaction', message: 'Transaction (costs gas)' })
            : i18n._({ id: 'practiceWallet.sign.signature', message: 'Signature request (no gas, "just a message")' })}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl bg-muted p-3 text-sm" data-testid="decoded-request">
        <dt className="font-semibold">{i18n._({ id: 'practiceWallet.sign.method', message: 'Method' })}</dt>
        <dd data-technical>{decoded.method}</dd>
        <dt className="font-semibold">{i18n._({ id: 'practiceWallet.sign.token', message: 'Token' })}</dt>
        <dd>{decoded.method === 'PermitSingle' ? i18n._({ id: 'practiceWallet.sign.throughPermit2', message: '{token} (through Permit2)', values: { token: decoded.token } }) : decoded.token}</dd>
        <dt className="font-semibold">{i18n._({ id: 'practiceWallet.sign.spender', message: 'Spender' })}</dt>
        <dd className="text-xs">
          <span className="block break-all font-mono">{decoded.spender}</span>
          <span className="block text-muted-foreground">
            {decoded.spender === drill.dexRouter
              ? i18n._({ id: 'practiceWallet.sign.seenDex', message: 'Seen before: your swaps on the DEX you bookmarked' })
              : i18n._({ id: 'practiceWallet.sign.seenNever', message: 'Seen before: never' })}
          </span>
        </dd>
        <dt className="font-semibold">{i18n._({ id: 'practiceWallet.sign.amount', message: 'Amount' })}</dt>
        <dd className={cn(decoded.isUnlimited && 'font-extrabold text-destructive')} data-testid="decoded-amount">
          {amountText(i18n, decoded.amount)}
        </dd>
        {decoded.deadline !== null ? (
          <>
            <dt className="font-semibold">
              {decoded.method === 'PermitSingle' ? i18n._({ id: 'practiceWallet.sign.expires', message: 'Expires' }) : i18n._({ id: 'practiceWallet.sign.deadline', message: 'Deadline' })}
            </dt>
            <dd data-technical>{new Date(Number(decoded.deadline) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC</dd>
          </>
        ) : null}
      </dl>
      <details className="text-xs">
        <summary className="cursor-pointer font-semibold">
          {scenario.request.kind === 'approve'
            ? i18n._({ id: 'practiceWallet.sign.rawCalldata', message: 'Raw calldata' })
            : i18n._({ id: 'practiceWallet.sign.rawTypedData', message: 'Raw typed data and EIP-712 digest' })}
        </summary>
        <pre className="mt-1 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono" data-testid="raw-request">
          {scenario.request.kind === 'approve'
            ? scenario.request.calldata
            : `${JSON.stringify(scenario.request.typedData, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2)}\n\ndigest: ${decoded.digest}`}
        </pre>
      </details>
      {answered ? (
        <div className={cn('grid gap-2 rounded-xl p-3 text-sm', answered.isCorrect ? 'bg-emerald-50' : 'bg-red-50')} role="status" data-testid="sign-feedback" data-correct={answered.isCorrect}>
          <p className="font-semibold">
            {answered.isCorrect ? i18n._({ id: 'practiceWallet.sign.rightCall', message: 'Right call.' }) : i18n._({ id: 'practiceWallet.sign.missed', message: 'Missed.' })}
          </p>
          <p>{answered.explanation(i18n)}</p>
          <Button type="button" onClick={() => (index + 1 < drill.scenarios.length ? setIndex(index + 1) : onDone(outcomes))}>
            {index + 1 < drill.scenarios.length ? i18n._({ id: 'practiceWallet.sign.next', message: 'Next request' }) : i18n._({ id: 'practiceWallet.seeScore', message: 'See your score' })}
          </Button>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" onClick={() => decide(false)}>
            {i18n._({ id: 'practiceWallet.sign.reject', message: 'Reject' })}
          </Button>
          <Button type="button" onClick={() => decide(true)}>
            {i18n._({ id: 'practiceWallet.sign.sign', message: 'Sign' })}
          </Button>
        </div>
      )}
    </Panel>
  );
}

// --- Drill 4 ------------------------------------------------------------------------------------------------

export function SupportDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
  const [choices] = useState(() => shuffle(SUPPORT_CHOICES));
  return (
    <Panel>
      <p className="text-xs text-muted-foreground">
        {i18n._({ id: 'practiceWallet.support.context', message: 'Direct message, a few minutes after you asked about a stuck transfer in a public forum' })}
      </p>
      <ol className="grid gap-2" aria-label={i18n._({ id: 'practiceWallet.support.messages', message: 'Messages' })}>
        {SUPPORT_MESSAGES.map((message) => (
          <li key={message.id} className="max-w-[85%] rounded-2xl rounded-es-sm bg-muted px-3 py-2 text-sm">
            <span className="block text-xs font-bold">{i18n._({ id: 'practiceWallet.support.sender', message: 'Daniel · Wallet Support ✅' })}</span>
            {i18n._(message)}
          </li>
        ))}
      </ol>
      <p className="font-semibold">{i18n._({ id: 'practiceWallet.support.question', message: 'What do you do?' })}</p>
      <ChoiceList
        name={i18n._({ id: 'practiceWallet.support.replyName', message: 'Your reply' })}
        choices={choices}
        onChoose={(choice) =>
          onDone([
            {
              drill: 'support',
              step: (i18n) => i18n._({ id: 'practiceWallet.support.step', message: 'Reply to "support"' }),
              isCorrect: choice.isCorrect,
              explanation: SUPPORT_EXPLANATION,
              term: TERMS.phishing,
            },
          ])
        }
      />
    </Panel>
  );
}

function verdictOf(i18n: I18n, shouldSign: boolean, signed: boolean): string {
  if (shouldSign)
    return signed
      ? i18n._({ id: 'practiceWallet.sign.verdict.signedHarmless', message: 'You signed a harmless request.' })
      : i18n._({ id: 'practiceWallet.sign.verdict.rejectedHarmless', message: 'You rejected a harmless request.' });
  return signed
    ? i18n._({ id: 'practiceWallet.sign.verdict.signedDrainer', message: "You signed a drainer's request." })
    : i18n._({ id: 'practiceWallet.sign.verdict.rejectedDrainer', message: "You rejected a drainer's request." });
}
