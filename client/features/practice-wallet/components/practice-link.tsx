import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** Which lessons each drill practises (content/modules ids); the lesson links to its drill. */
const DRILLS_BY_MODULE: Readonly<Record<number, ReadonlyArray<{ drill: string; label: string }>>> = {
  3: [{ drill: 'seed', label: 'Create a practice wallet and prove your seed backup' }],
  7: [
    { drill: 'support', label: 'Answer a fake "support agent" who wants your seed' },
    { drill: 'receive', label: 'Spot a poisoned address in your history' },
  ],
  10: [{ drill: 'revoke', label: "Find and revoke a drainer's unlimited approval" }],
  11: [{ drill: 'swap', label: 'Swap past a sandwich bot: slippage and route' }],
  23: [{ drill: 'swap', label: 'Swap past a sandwich bot: slippage and route' }],
  29: [
    { drill: 'sign', label: 'Read approve, Permit and Permit2 requests before you sign' },
    { drill: 'revoke', label: "Find and revoke a drainer's unlimited approval" },
    { drill: 'receive', label: 'Spot a poisoned address in your history' },
  ],
  30: [{ drill: 'seed', label: 'Create a practice wallet and prove your seed backup' }],
  36: [{ drill: 'receive', label: 'Spot a poisoned address in your history' }],
  41: [{ drill: 'swap', label: 'Swap past a sandwich bot: slippage and route' }],
  43: [{ drill: 'sign', label: 'Read approve, Permit and Permit2 requests before you sign' }],
  44: [{ drill: 'revoke', label: "Find and revoke a drainer's unlimited approval" }],
};

/** The Learn home's entry to the practice wallet. */
export function PracticeWalletCard() {
  return (
    <Link
      href={paths.practiceWallet()}
      className="flex items-center gap-3 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 hover:bg-amber-100"
      data-testid="practice-wallet-link"
    >
      <ShieldCheck className="size-8 shrink-0" aria-hidden="true" />
      <span className="grid">
        <span className="font-bold">Practice wallet</span>
        <span className="text-sm">Back up a seed, dodge a poisoned address, read what you sign, revoke a drainer, swap past a sandwich bot. Nothing real, nothing leaves your browser.</span>
      </span>
    </Link>
  );
}

/** A lesson's "practise it" links, if a drill practises it. */
export function PracticeLinks({ moduleId }: { moduleId: number }) {
  const drills = DRILLS_BY_MODULE[moduleId];
  if (!drills) return null;
  return (
    <aside className="grid gap-2 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950" aria-label="Practise it" data-testid="lesson-practice-links">
      <p className="flex items-center gap-2 font-bold">
        <ShieldCheck className="size-5" aria-hidden="true" /> Practise it in the practice wallet
      </p>
      <ul className="grid gap-1 text-sm">
        {drills.map(({ drill, label }) => (
          <li key={drill}>
            <Link href={paths.practiceWallet(drill)} className="font-semibold underline underline-offset-2">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
