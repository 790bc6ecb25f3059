/** Drills 1 and 2 of the practice wallet: back up and prove a seed phrase, then receive past an address-poisoning look-alike. */
import type { I18n } from '@lingui/core';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';
import { ltrIn } from '@/lib/bidi';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { shuffle, TERMS, type Outcome, type Text } from '../lib/drills/common';
import { newReceiveRound, RECEIVE_EXPLANATION } from '../lib/drills/receive';
import { BACKUP_CHOICES, BACKUP_EXPLANATION, isBackupProven, newSeedPhrase, PROOF_EXPLANATION, receiveAddressOf } from '../lib/drills/seed';

import { ChoiceList, Panel } from './drill-ui';

// --- Drill 1 ------------------------------------------------------------------------------------------------

export function SeedDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
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
        <p className="font-semibold text-emerald-800">{i18n._({ id: 'practiceWallet.seed.proven', message: 'Backup proven. Receiving is unlocked.' })}</p>
        <p className="text-sm">
          {i18n._({
            id: 'practiceWallet.seed.address',
            message: 'Your practice receive address (derived from the phrase you just proved, {path}):',
            values: { path: ltrIn(i18n.locale, "m/44'/60'/0'/0/0") },
          })}
        </p>
        <code className="break-all rounded-lg bg-muted p-2 text-sm" data-testid="receive-address">
          {address}
        </code>
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'practiceWallet.seed.wiped', message: 'The phrase has now been wiped from this page. A real wallet would never show it again unless you ask.' })}
        </p>
        <Button type="button" onClick={() => onDone([backup!, proofOutcome(firstProof!)])}>
          {i18n._({ id: 'practiceWallet.seeScore', message: 'See your score' })}
        </Button>
      </Panel>
    );
  }

  if (!backup) {
    return (
      <Panel>
        <p className="text-sm">
          {i18n._({ id: 'practiceWallet.seed.phraseIntro', message: "Your new wallet's recovery phrase. Anyone who sees these words owns the wallet." })}{' '}
          <strong>{i18n._({ id: 'practiceWallet.seed.writeDown', message: 'Write them down in order.' })}</strong>
        </p>
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="seed-words">
          {words.map((word, index) => (
            <li key={index} className="rounded-lg bg-muted px-2 py-1.5 font-mono text-sm">
              <span className="me-1 text-muted-foreground">{index + 1}.</span>
              {word}
            </li>
          ))}
        </ol>
        <p className="font-semibold">{i18n._({ id: 'practiceWallet.seed.question', message: 'How will you keep this backup?' })}</p>
        <ChoiceList
          name={BACKUP_STEP(i18n)}
          choices={backupChoices}
          onChoose={(choice) => setBackup({ drill: 'seed', step: BACKUP_STEP, isCorrect: choice.isCorrect, explanation: BACKUP_EXPLANATION, term: TERMS.seedPhrase })}
        />
      </Panel>
    );
  }

  const complete = entered.length === words.length;
  const proven =
    complete &&
    isBackupProven(
      words,
      entered.map((index) => words[index]!),
    );
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
          {i18n._({ id: 'practiceWallet.seed.notThatWay', message: 'Not that way: {explanation}', values: { explanation: BACKUP_EXPLANATION(i18n) } })}
        </p>
      ) : null}
      <p className="text-sm">
        {i18n._({ id: 'practiceWallet.seed.hidden', message: 'The words are hidden now.' })}{' '}
        <strong>{i18n._({ id: 'practiceWallet.seed.prove', message: 'Prove your backup: tap the words in their original order.' })}</strong>
      </p>
      <ol
        className="flex min-h-11 flex-wrap gap-1.5 rounded-lg border border-dashed border-border p-2"
        aria-label={i18n._({ id: 'practiceWallet.seed.soFar', message: 'Your phrase so far' })}
        data-testid="proof-entered"
      >
        {entered.map((index, position) => (
          <li key={position} className="rounded-md bg-primary/10 px-2 py-1 font-mono text-sm">
            {position + 1}. {words[index]}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-1.5" aria-label={i18n._({ id: 'practiceWallet.seed.toPlace', message: 'Words to place' })}>
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
          {i18n._({ id: 'practiceWallet.seed.wrongOrder', message: 'That order does not match your phrase. Start again from word 1.' })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => setEntered((previous) => previous.slice(0, -1))} disabled={entered.length === 0}>
          {i18n._({ id: 'practiceWallet.seed.undo', message: 'Undo' })}
        </Button>
        <Button type="button" variant="outline" onClick={() => setEntered([])} disabled={entered.length === 0}>
          {i18n._({ id: 'practiceWallet.seed.clear', message: 'Clear' })}
        </Button>
        <Button type="button" onClick={check} disabled={!complete}>
          {i18n._({ id: 'practiceWallet.seed.check', message: 'Check my backup' })}
        </Button>
      </div>
    </Panel>
  );
}

const BACKUP_STEP: Text = (i18n) => i18n._({ id: 'practiceWallet.seed.step.backup', message: 'Backup method' });

function proofOutcome(firstTry: boolean): Outcome {
  return {
    drill: 'seed',
    step: (i18n) => i18n._({ id: 'practiceWallet.seed.step.proof', message: 'Backup proof, first try' }),
    isCorrect: firstTry,
    explanation: PROOF_EXPLANATION,
    term: TERMS.seedPhrase,
  };
}

// --- Drill 2 ------------------------------------------------------------------------------------------------

export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const SOURCE_CHOICES = [
  { id: 'book', label: /*i18n*/ { id: 'practiceWallet.receive.source.book', message: 'From the address book entry I saved and checked' }, isCorrect: true },
  { id: 'history', label: /*i18n*/ { id: 'practiceWallet.receive.source.history', message: 'From my history: the most recent transfer with my exchange' }, isCorrect: false },
  { id: 'explorer', label: /*i18n*/ { id: 'practiceWallet.receive.source.explorer', message: "From a block explorer search for the exchange's name" }, isCorrect: false },
  { id: 'chars', label: /*i18n*/ { id: 'practiceWallet.receive.source.chars', message: 'Anywhere, as long as the first and last characters match' }, isCorrect: false },
] as const;

const PICK_STEP: Text = (i18n) => i18n._({ id: 'practiceWallet.receive.step.pick', message: 'Pick the real address' });
const SOURCE_STEP: Text = (i18n) => i18n._({ id: 'practiceWallet.receive.step.source', message: 'Where to copy from' });

export function ReceiveDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
  const [round] = useState(() => newReceiveRound());
  const [picked, setPicked] = useState<Outcome | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [sourceChoices] = useState(() => shuffle(SOURCE_CHOICES));
  const realShort = short(round.saved);

  if (!picked) {
    return (
      <Panel>
        <p className="text-sm">
          {i18n._({
            id: 'practiceWallet.receive.task',
            message: 'You want to send 200 USDC back to your exchange deposit address, {address}. Your wallet shows this history.',
            values: { address: ltrIn(i18n.locale, realShort) },
          })}{' '}
          <strong>{i18n._({ id: 'practiceWallet.receive.question', message: 'Which entry is really your exchange?' })}</strong>
        </p>
        <p className="text-xs text-muted-foreground">
          {i18n._({ id: 'practiceWallet.receive.saved', message: 'Saved in your address book:' })}{' '}
          <code className="break-all font-mono" data-testid="saved-address">
            {round.saved}
          </code>
        </p>
        <ul className="grid gap-2" aria-label={i18n._({ id: 'practiceWallet.receive.history', message: 'Transaction history' })}>
          {round.history.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="grid w-full gap-0.5 rounded-xl border border-border bg-card px-3 py-2 text-start hover:bg-muted focus-visible:outline-2"
                data-entry={entry.id}
                onClick={() => {
                  setPickedId(entry.id);
                  setPicked({
                    drill: 'receive',
                    step: PICK_STEP,
                    isCorrect: entry.counterparty === round.saved,
                    explanation: entry.isPoison ? (i18n) => `${poisonedPick(i18n, entry.counterparty, round.saved)} ${RECEIVE_EXPLANATION(i18n)}` : RECEIVE_EXPLANATION,
                    term: TERMS.addressPoisoning,
                  });
                }}
              >
                <span className="flex justify-between gap-2 text-sm font-semibold [&>span:last-child]:shrink-0 [&>span:last-child]:whitespace-nowrap">
                  <span>
                    {entry.direction === 'in'
                      ? i18n._({ id: 'practiceWallet.receive.from', message: 'Received from {address}', values: { address: ltrIn(i18n.locale, short(entry.counterparty)) } })
                      : i18n._({ id: 'practiceWallet.receive.to', message: 'Sent to {address}', values: { address: ltrIn(i18n.locale, short(entry.counterparty)) } })}
                  </span>
                  <span data-technical>{formatNumber(entry.amount, i18n.locale)} USDC</span>
                </span>
                <span className="break-all font-mono text-[11px] text-muted-foreground">{entry.counterparty}</span>
                <span className="text-xs text-muted-foreground">{i18n._(entry.when)}</span>
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
        {picked.isCorrect
          ? i18n._({ id: 'practiceWallet.receive.right', message: 'Right: that is your exchange.' })
          : pickedId === 'poison'
            ? i18n._({ id: 'practiceWallet.receive.lookalike', message: 'That was the look-alike.' })
            : i18n._({ id: 'practiceWallet.receive.notExchange', message: 'That is not your exchange.' })}
      </p>
      <p className="text-sm">{i18n._({ id: 'practiceWallet.receive.compare', message: 'Same start, same end, different middle:' })}</p>
      <p className="grid gap-0.5 rounded bg-muted p-2 text-xs">
        <span className="font-semibold">{i18n._({ id: 'practiceWallet.receive.yours', message: 'Yours' })}</span>
        <code className="break-all">{round.saved}</code>
      </p>
      <p className="grid gap-0.5 rounded bg-red-50 p-2 text-xs">
        <span className="font-semibold">{i18n._({ id: 'practiceWallet.receive.theirs', message: 'Theirs' })}</span>
        <code className="break-all">{poison.counterparty}</code>
      </p>
      <p className="font-semibold">{i18n._({ id: 'practiceWallet.receive.sourceQuestion', message: 'Next time, where do you copy the address from?' })}</p>
      <ChoiceList
        name={i18n._({ id: 'practiceWallet.receive.sourceName', message: 'Address source' })}
        choices={sourceChoices}
        onChoose={(choice) => onDone([picked, { drill: 'receive', step: SOURCE_STEP, isCorrect: choice.isCorrect, explanation: RECEIVE_EXPLANATION, term: TERMS.addressPoisoning }])}
      />
    </Panel>
  );
}

function poisonedPick(i18n: I18n, poisoned: string, saved: string): string {
  return i18n._({
    id: 'practiceWallet.receive.poisoned',
    message: 'You picked the poisoned entry: {poisoned} only shares its first and last characters with {saved}.',
    values: { poisoned: ltrIn(i18n.locale, poisoned), saved: ltrIn(i18n.locale, saved) },
  });
}
