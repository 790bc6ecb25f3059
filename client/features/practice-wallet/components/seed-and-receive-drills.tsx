/** Drills 1 and 2 of the practice wallet: back up and prove a seed phrase, then receive past an address-poisoning look-alike. */
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { shuffle, TERMS, type Outcome } from '../lib/drills/common';
import { newReceiveRound, RECEIVE_EXPLANATION } from '../lib/drills/receive';
import { BACKUP_CHOICES, BACKUP_EXPLANATION, isBackupProven, newSeedPhrase, PROOF_EXPLANATION, receiveAddressOf } from '../lib/drills/seed';

import { ChoiceList, Panel } from './drill-ui';

// --- Drill 1 ------------------------------------------------------------------------------------------------

export function SeedDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
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
              <span className="me-1 text-muted-foreground">{index + 1}.</span>
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

export const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

const SOURCE_CHOICES = [
  { id: 'book', label: 'From the address book entry I saved and checked', isCorrect: true },
  { id: 'history', label: 'From my history: the most recent transfer with my exchange', isCorrect: false },
  { id: 'explorer', label: "From a block explorer search for the exchange's name", isCorrect: false },
  { id: 'chars', label: 'Anywhere, as long as the first and last characters match', isCorrect: false },
] as const;

export function ReceiveDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [round] = useState(() => newReceiveRound());
  const [picked, setPicked] = useState<Outcome | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [sourceChoices] = useState(() => shuffle(SOURCE_CHOICES));
  const realShort = short(round.saved);

  if (!picked) {
    return (
      <Panel>
        <p className="text-sm">
          You want to send 200 USDC back to your exchange deposit address, <code className="font-mono">{realShort}</code>. Your wallet shows this history.{' '}
          <strong>Which entry is really your exchange?</strong>
        </p>
        <p className="text-xs text-muted-foreground">
          Saved in your address book:{' '}
          <code className="break-all font-mono" data-testid="saved-address">
            {round.saved}
          </code>
        </p>
        <ul className="grid gap-2" aria-label="Transaction history">
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
        onChoose={(choice) => onDone([picked, { drill: 'receive', step: 'Where to copy from', isCorrect: choice.isCorrect, explanation: RECEIVE_EXPLANATION, term: TERMS.addressPoisoning }])}
      />
    </Panel>
  );
}

// --- Drill 3 ------------------------------------------------------------------------------------------------
