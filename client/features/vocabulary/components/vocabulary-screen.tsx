import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/page-states';
import { SignupPromptCard, SignupPromptModal } from '@/components/signup-prompt/signup-prompt';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { cn } from '@/lib/utils';
import { HowItWorks } from './how-it-works';
import { ReviewPlan } from './review-plan';
import { TrainerBadges } from './trainer-badges';
import { VocabularyTrainer } from './vocabulary-trainer';
import { useI18n } from '@/i18n/provider';

const GUEST_PROMPT = {
  title: /*i18n*/ { id: 'learning.learn.vocabularySignup', message: 'Sign up to access vocabulary trainer' },
  description: /*i18n*/ {
    id: 'vocabulary.screen.signupDescription',
    message: 'Create a free account to review crypto terms with spaced repetition, track what you master and build daily streaks.',
  },
};

/** /vocabulary (docs/product.md section 2, "Vocabulary"): open to everyone; the trainer needs an account. */
export function VocabularyScreen() {
  const { user, isLoading } = useCurrentUser();
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const isGuest = !isLoading && !user;
  const { i18n } = useI18n();
  const guestPrompt = { variant: 'learning', title: i18n._(GUEST_PROMPT.title), description: i18n._(GUEST_PROMPT.description) } as const;
  const backLabel = i18n._({ id: 'learning.module.backToLearning', message: 'Back to Learning' });

  return (
    <PageContainer className="py-4 md:py-6">
      <Link href={paths.learn()} className="hidden items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground hover:text-foreground md:inline-flex">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        {backLabel}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3 md:mt-3">
        <div className="flex items-start gap-2">
          <Link
            href={paths.learn()}
            aria-label={backLabel}
            className="-ms-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
          >
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <div>
            <h1 className="text-[1.4rem] font-extrabold leading-9 tracking-tight md:text-3xl">{i18n._({ id: 'vocabulary.screen.title', message: 'Crypto Vocabulary Builder' })}</h1>
            <p className="text-sm text-muted-foreground md:mt-1 md:text-base">{i18n._({ id: 'vocabulary.screen.subtitle', message: 'Master essential crypto terminology' })}</p>
          </div>
        </div>
        {user ? <TrainerBadges /> : null}
      </header>

      <div className="mt-4 grid items-start gap-6 md:mt-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {isLoading ? <Spinner label={i18n._({ id: 'vocabulary.screen.loading', message: 'Loading your trainer' })} /> : null}
          {user ? <VocabularyTrainer /> : null}
          {isGuest ? <SignupPromptCard {...guestPrompt} /> : null}
        </div>
        <aside className={cn('grid gap-6', isGuest && 'order-first lg:order-none')}>
          <HowItWorks>
            {isGuest ? (
              <Button variant="secondary" className="mt-5 w-full" onClick={() => setIsPromptOpen(true)}>
                {i18n._({ id: 'vocabulary.screen.startReviewing', message: 'Start Reviewing' })}
              </Button>
            ) : null}
          </HowItWorks>
          {user ? <ReviewPlan /> : null}
        </aside>
      </div>
      <SignupPromptModal {...guestPrompt} isOpen={isPromptOpen} onOpenChange={setIsPromptOpen} />
    </PageContainer>
  );
}
