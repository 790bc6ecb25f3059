import { QueuedWrites } from '@/components/queued-writes';
import { useQueuedWrites } from '@/lib/outbox';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { startTransition, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ErrorState, PageContainer } from '@/components/page-states';
import { SignupPromptModal } from '@/components/signup-prompt/signup-prompt';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { getModuleQueryOptions } from '../api/get-module';
import { getProgressQueryOptions } from '../api/get-progress';
import { useStartModule } from '../hooks/use-start-module';
import { ModuleContent } from './module-content';
import { LessonLanguageNote } from './lesson-language-note';
import { ModuleHeader } from './module-header';
import { ModuleQuiz } from './module-quiz';
import { PrerequisiteNotice } from './prerequisite-notice';
import { QuizSignupRequired } from './quiz-signup-required';
import { SkeletonBlock } from './skeletons';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 5: the module id must be numeric. */
function parseModuleId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackToLearning() {
  const { i18n } = useI18n();
  return (
    <Button asChild variant="outline">
      <Link href={paths.learn()}>
        <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
        {i18n._({ id: 'learning.module.backToLearning', message: 'Back to Learning' })}
      </Link>
    </Button>
  );
}

/** docs/product.md section 2 ("Module detail") at /learn/{id} and /learning/module/{id}. */
/** `renderExtras` lets the route add what other features offer for this lesson (e.g. practice drills). */
export function ModuleScreen({ renderExtras }: { renderExtras?: (moduleId: number) => ReactNode } = {}) {
  const moduleId = parseModuleId(useParams<{ id: string }>().id);
  const { i18n } = useI18n();
  if (moduleId === null) {
    return (
      <PageContainer>
        <ErrorState
          isPage
          title={i18n._({ id: 'learning.module.invalidTitle', message: 'Invalid Module' })}
          description={i18n._({ id: 'learning.module.invalidDescription', message: 'The module ID is invalid. Please go back to the learning page.' })}
        >
          <div className="mt-2">
            <BackToLearning />
          </div>
        </ErrorState>
      </PageContainer>
    );
  }
  return <ModuleView key={moduleId} moduleId={moduleId} extras={renderExtras?.(moduleId)} />;
}

function ModuleView({ moduleId, extras }: { moduleId: number; extras?: ReactNode }) {
  const { user, isLoading: isAuthLoading } = useCurrentUser();
  const { i18n } = useI18n();
  const module = useQuery(getModuleQueryOptions(moduleId));
  // The lesson is the page's heaviest render: when the module arrives, React first commits the skeleton
  // again and then renders the lesson as a background render that yields to the browser, not as one
  // long task (docs/decisions/035-route-pages-and-paint-first.md).
  const moduleData = useDeferredValue(module.data);
  const progress = useQuery(getProgressQueryOptions(Boolean(user)));
  const start = useStartModule();
  const [tab, setTab] = useState<'content' | 'quiz'>('content');
  // Once opened, the quiz stays mounted (hidden on the Content tab): answers and results last the page's life.
  const [hasOpenedQuiz, setHasOpenedQuiz] = useState(false);
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  const record = progress.data?.find((item) => item.moduleId === moduleId);
  // A start kept offline (docs/decisions/058-offline-outbox.md) is not made twice.
  const isStartQueued = useQueuedWrites('lessonStart', moduleId).length > 0;

  const onStart = () => {
    if (!user) setIsSignupOpen(true);
    else if (!record && !start.isPending && !isStartQueued) start.mutate(moduleId);
  };
  // Opening the quiz starts the module, so a pass can complete it (docs/product.md section 4).
  // The tap's own update is the selected tab; the quiz's first mount and a guest's sign-up dialog (a focus
  // trap, a scroll lock) render after the tap has painted (Interaction to Next Paint, decision 048).
  const isSignedIn = Boolean(user);
  const { isPending: isStarting, mutate: startModule } = start;
  const openQuiz = useCallback(() => {
    setTab('quiz');
    startTransition(() => {
      setHasOpenedQuiz(true);
      if (!isSignedIn) setIsSignupOpen(true);
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (isSignedIn && progress.isSuccess && !record && !isStarting && !isStartQueued) startModule(moduleId);
  }, [isSignedIn, progress.isSuccess, record, isStarting, isStartQueued, startModule, moduleId]);

  if (module.isError) {
    return (
      <PageContainer>
        <ErrorState
          isPage
          title={i18n._({ id: 'learning.module.errorTitle', message: 'Error' })}
          description={i18n._({ id: 'learning.module.errorDescription', message: 'There was an error loading the module. Please try again later.' })}
        >
          <div className="mt-2">
            <BackToLearning />
          </div>
        </ErrorState>
      </PageContainer>
    );
  }
  if (!moduleData || isAuthLoading) {
    return (
      <PageContainer className="grid gap-4">
        <SkeletonBlock className="h-48" />
        <SkeletonBlock className="h-96" />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="grid gap-5">
      <ModuleHeader module={moduleData} record={record} isSignedIn={Boolean(user)} isStarting={start.isPending} onStart={onStart} />
      <QueuedWrites kind="lessonStart" />
      <LessonLanguageNote module={moduleData} />
      <PrerequisiteNotice module={moduleData} progress={progress.data} isSignedIn={Boolean(user)} />
      {extras}
      <Tabs value={tab} onValueChange={(value) => (value === 'quiz' ? openQuiz() : setTab('content'))}>
        <TabsList aria-label={i18n._({ id: 'learning.module.sections', message: 'Module sections' })} className="md:max-w-xs">
          <TabsTrigger value="content">{i18n._({ id: 'learning.module.contentTab', message: 'Content' })}</TabsTrigger>
          <TabsTrigger value="quiz">{i18n._({ id: 'learning.module.quizTab', message: 'Quiz' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="content">
          {/* A lesson not yet translated reads left to right as English, whatever the page's language. */}
          <div lang={moduleData.inEnglish ? 'en' : undefined} dir={moduleData.inEnglish ? 'ltr' : undefined}>
            <ModuleContent module={moduleData} onQuiz={openQuiz} />
          </div>
        </TabsContent>
        <TabsContent value="quiz" forceMount={hasOpenedQuiz || undefined} className="data-[state=inactive]:hidden">
          {user ? <ModuleQuiz moduleId={moduleId} /> : <QuizSignupRequired />}
        </TabsContent>
      </Tabs>
      <SignupPromptModal variant="learning" title={i18n._({ id: 'learning.signup.startLearning', message: 'Sign up to start learning' })} isOpen={isSignupOpen} onOpenChange={setIsSignupOpen} />
    </PageContainer>
  );
}
