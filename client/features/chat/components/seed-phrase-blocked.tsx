import { ShieldX, X } from 'lucide-react';
import { Link } from 'wouter';
import { SEED_PHRASE_LESSON_MODULE_ID } from '@shared/constants/scam-rules';
import { paths } from '@/config/paths';

/** Why a message was not sent: it held a seed phrase (the server refused it with SEED_PHRASE_BLOCKED). */
export function SeedPhraseBlocked({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className="relative mb-2 rounded-2xl border border-destructive/40 bg-coral-soft p-3 pr-10 text-sm text-foreground">
      <p className="flex items-center gap-1.5 font-bold text-destructive">
        <ShieldX className="size-4 shrink-0" aria-hidden="true" />
        Not sent: this looks like a seed phrase
      </p>
      <p className="mt-1 leading-snug">{message}</p>
      <Link href={paths.learningModule(SEED_PHRASE_LESSON_MODULE_ID)} className="mt-1 inline-block font-semibold text-primary underline underline-offset-2">
        Learn why: Wallets and Keys
      </Link>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="absolute right-2 top-2 rounded-full p-1.5 text-muted-foreground hover:bg-muted">
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
