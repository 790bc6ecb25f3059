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
      <ul className="mt-1 list-disc space-y-0.5 pl-5 leading-snug">
        <li>Never share your seed phrase, private keys or codes. Nobody legitimate asks for them.</li>
        <li>Be wary of guaranteed returns, "investment platforms" and mentors with signals.</li>
        <li>Keep the chat here: scammers move to WhatsApp or Telegram where reports can't reach.</li>
      </ul>
      <Link href={paths.learningModule(SEED_PHRASE_LESSON_MODULE_ID)} className="mt-1 inline-block font-semibold text-secondary underline underline-offset-2">
        Read: Wallets and Keys
      </Link>
      <button type="button" onClick={onDismiss} aria-label="Dismiss safety note" className="absolute right-2 top-2 rounded-full p-1.5 text-muted-foreground hover:bg-muted">
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
