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

const GUEST_PROMPT = {
  variant: 'learning',
  title: 'Sign up to access vocabulary trainer',
  description: 'Create a free account to review crypto terms with spaced repetition, track what you master and build daily streaks.',
} as const;

/** /vocabulary (docs/product.md section 2, "Vocabulary"): open to everyone; the trainer needs an account. */
export function VocabularyScreen() {
  const { user, isLoading } = useCurrentUser();
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const isGuest = !isLoading && !user;

  return (
    <PageContainer className="py-4 md:py-6">
      <Link href={paths.learn()} className="hidden items-center gap-1.5 rounded-full text-sm font-semibold text-muted-foreground hover:text-foreground md:inline-flex">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        Back to Learning
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3 md:mt-3">
        <div className="flex items-start gap-2">
          <Link
            href={paths.learn()}
            aria-label="Back to Learning"
            className="-ms-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
          >
            <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
          <div>
            <h1 className="text-[1.4rem] font-extrabold leading-9 tracking-tight md:text-3xl">Crypto Vocabulary Builder</h1>
            <p className="text-sm text-muted-foreground md:mt-1 md:text-base">Master essential crypto terminology</p>
          </div>
        </div>
        {user ? <TrainerBadges /> : null}
      </header>

      <div className="mt-4 grid items-start gap-6 md:mt-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {isLoading ? <Spinner label="Loading your trainer" /> : null}
          {user ? <VocabularyTrainer /> : null}
          {isGuest ? <SignupPromptCard {...GUEST_PROMPT} /> : null}
        </div>
        <aside className={cn('grid gap-6', isGuest && 'order-first lg:order-none')}>
          <HowItWorks>
            {isGuest ? (
              <Button variant="secondary" className="mt-5 w-full" onClick={() => setIsPromptOpen(true)}>
                Start Reviewing
              </Button>
            ) : null}
          </HowItWorks>
          {user ? <ReviewPlan /> : null}
        </aside>
      </div>
      <SignupPromptModal {...GUEST_PROMPT} isOpen={isPromptOpen} onOpenChange={setIsPromptOpen} />
    </PageContainer>
  );
}
