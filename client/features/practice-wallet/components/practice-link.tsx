import type { MessageDescriptor } from '@lingui/core';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import type { DrillId } from '../lib/drills/common';

const LINK = {
  seed: /*i18n*/ { id: 'practiceWallet.link.seed', message: 'Create a practice wallet and prove your seed backup' },
  support: /*i18n*/ { id: 'practiceWallet.link.support', message: 'Answer a fake "support agent" who wants your seed' },
  receive: /*i18n*/ { id: 'practiceWallet.link.receive', message: 'Spot a poisoned address in your history' },
  revoke: /*i18n*/ { id: 'practiceWallet.link.revoke', message: "Find and revoke a drainer's unlimited approval" },
  swap: /*i18n*/ { id: 'practiceWallet.link.swap', message: 'Swap past a sandwich bot: slippage and route' },
  sign: /*i18n*/ { id: 'practiceWallet.link.sign', message: 'Read approve, Permit and Permit2 requests before you sign' },
} as const satisfies Record<DrillId, MessageDescriptor>;

/** Which lessons each drill practises (content/modules ids); the lesson links to its drill. */
const DRILLS_BY_MODULE: Readonly<Record<number, readonly DrillId[]>> = {
  3: ['seed'],
  7: ['support', 'receive'],
  10: ['revoke'],
  11: ['swap'],
  23: ['swap'],
  29: ['sign', 'revoke', 'receive'],
  30: ['seed'],
  36: ['receive'],
  41: ['swap'],
  43: ['sign'],
  44: ['revoke'],
};

/** The Learn home's entry to the practice wallet. */
export function PracticeWalletCard() {
  const { i18n } = useI18n();
  return (
    <Link
      href={paths.practiceWallet()}
      className="flex items-center gap-3 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 hover:bg-amber-100"
      data-testid="practice-wallet-link"
    >
      <ShieldCheck className="size-8 shrink-0" aria-hidden="true" />
      <span className="grid">
        <span className="font-bold">{i18n._({ id: 'practiceWallet.link.cardTitle', message: 'Practice wallet' })}</span>
        <span className="text-sm">
          {i18n._({
            id: 'practiceWallet.link.cardText',
            message: 'Back up a seed, dodge a poisoned address, read what you sign, revoke a drainer, swap past a sandwich bot. Nothing real, nothing leaves your browser.',
          })}
        </span>
      </span>
    </Link>
  );
}

/** A lesson's "practise it" links, if a drill practises it. */
export function PracticeLinks({ moduleId }: { moduleId: number }) {
  const { i18n } = useI18n();
  const drills = DRILLS_BY_MODULE[moduleId];
  if (!drills) return null;
  return (
    <aside
      className="grid gap-2 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
      aria-label={i18n._({ id: 'practiceWallet.link.label', message: 'Practise it' })}
      data-testid="lesson-practice-links"
    >
      <p className="flex items-center gap-2 font-bold">
        <ShieldCheck className="size-5" aria-hidden="true" /> {i18n._({ id: 'practiceWallet.link.title', message: 'Practise it in the practice wallet' })}
      </p>
      <ul className="grid gap-1 text-sm">
        {drills.map((drill) => (
          <li key={drill}>
            <Link href={paths.practiceWallet(drill)} className="font-semibold underline underline-offset-2">
              {i18n._(LINK[drill])}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
