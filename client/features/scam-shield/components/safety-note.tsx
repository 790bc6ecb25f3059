import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SEED_PHRASE_LESSON_MODULE_ID } from '@shared/constants/scam-rules';
import { paths } from '@/config/paths';

const storageKey = (matchId: number) => `coinmates:safety-note-dismissed:${matchId}`;

function isDismissed(matchId: number): boolean {
  try {
    return window.localStorage.getItem(storageKey(matchId)) === '1';
  } catch {
    return false;
  }
}

/** At the top of a conversation until dismissed (per match, in this browser): not a message. */
export function SafetyNote({ matchId }: { matchId: number }) {
  const [isHidden, setIsHidden] = useState(() => isDismissed(matchId));
  if (isHidden) return null;
  const onDismiss = () => {
    try {
      window.localStorage.setItem(storageKey(matchId), '1');
    } catch {
      // Storage may be unavailable (private mode): the note just comes back next time.
    }
    setIsHidden(true);
  };
  return (
    <aside aria-label="Chat safety" className="relative mb-4 rounded-2xl border border-secondary/30 bg-teal-soft p-3 pr-10 text-sm text-foreground">
      <p className="flex items-center gap-1.5 font-bold text-secondary">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        Stay safe while you learn together
      </p>
      <p className="mt-1 leading-snug">
        Never share your seed phrase or keys, distrust guaranteed returns and "investment platforms", and keep the chat here, where report and block
        work. Coinmates staff never message you first: official notices arrive only in Coinmates notices, under Messages.
      </p>
      <Link href={paths.learningModule(SEED_PHRASE_LESSON_MODULE_ID)} className="mt-1 inline-block font-semibold text-secondary underline underline-offset-2">
        Read: Wallets and Keys
      </Link>
      <button type="button" onClick={onDismiss} aria-label="Dismiss safety note" className="absolute right-2 top-2 rounded-full p-1.5 text-muted-foreground hover:bg-muted">
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
