import { ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { SEED_PHRASE_LESSON_MODULE_ID } from '@shared/constants/scam-rules';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

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
  const { i18n } = useI18n();
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
  // Two short lines at the top of the conversation, not a card over it (docs/decisions/055).
  return (
    <aside
      aria-label={i18n._({ id: 'scamShield.note.label', message: 'Chat safety' })}
      className="relative mx-auto mb-3 max-w-md rounded-xl border border-secondary/30 bg-teal-soft py-1.5 ps-2.5 pe-9 text-xs text-foreground"
    >
      <p className="leading-snug">
        <ShieldCheck className="me-1 inline size-3.5 align-[-2px] text-secondary" aria-hidden="true" />
        <strong className="text-secondary">{i18n._({ id: 'scamShield.note.never', message: 'Never share your seed phrase or keys.' })}</strong>{' '}
        {i18n._({ id: 'scamShield.note.staff', message: 'Staff never message you first.' })}{' '}
        <Link href={paths.learningModule(SEED_PHRASE_LESSON_MODULE_ID)} className="font-semibold text-secondary underline underline-offset-2">
          {i18n._({ id: 'scamShield.note.read', message: 'Read: Wallets and Keys' })}
        </Link>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={i18n._({ id: 'scamShield.note.dismiss', message: 'Dismiss safety note' })}
        className="absolute end-0.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </aside>
  );
}
