import { ShieldX, X } from 'lucide-react';
import { Link } from 'wouter';
import { SEED_PHRASE_LESSON_MODULE_ID } from '@shared/constants/scam-rules';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** Why a message was not sent (the server refused it with SEED_PHRASE_BLOCKED), shown where it would have
 *  appeared, at the end of the conversation and on my side, compactly (docs/decisions/055). */
export function SeedPhraseBlocked({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { i18n } = useI18n();
  return (
    <div role="alert" className="relative ms-auto mt-3 w-fit max-w-[85%] rounded-xl rounded-ee-sm border border-destructive/40 bg-coral-soft py-1.5 ps-2.5 pe-9 text-xs text-foreground">
      <p className="flex items-center gap-1.5 font-bold text-destructive">
        <ShieldX className="size-3.5 shrink-0" aria-hidden="true" />
        {i18n._({ id: 'chat.seedPhrase.title', message: 'Not sent: this looks like a seed phrase' })}
      </p>
      <p className="mt-0.5 leading-snug">
        {message}{' '}
        <Link href={paths.learningModule(SEED_PHRASE_LESSON_MODULE_ID)} className="font-semibold text-primary underline underline-offset-2">
          {i18n._({ id: 'chat.seedPhrase.learnWhy', message: 'Learn why: Wallets and Keys' })}
        </Link>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={i18n._({ id: 'chat.common.dismiss', message: 'Dismiss' })}
        className="absolute end-0.5 top-0.5 grid size-8 place-items-center rounded-full text-muted-foreground hover:bg-muted"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
