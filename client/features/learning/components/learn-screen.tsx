import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { PageContainer } from '@/components/page-states';
import { SignupPromptBanner } from '@/components/signup-prompt/signup-prompt';
import { paths } from '@/config/paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { AllModulesTab } from './all-modules-tab';
import type { JourneyCompanion } from './journey-detail';
import { JourneyMap } from './journey-map';
import { LearningProgressCard } from './learning-progress-card';
import { MissedQuestionsCard } from './missed-questions-card';
import { SkeletonBlock } from './skeletons';
import { VocabularyTrainerButton } from './vocabulary-trainer-button';
import { useI18n } from '@/i18n/provider';

const JOURNEY_BANNER_BENEFITS = [
  /*i18n*/ { id: 'learning.learn.benefitTrack', message: 'Track module completion visually' },
  /*i18n*/ { id: 'learning.learn.benefitPlan', message: 'Plan your learning path strategically' },
  /*i18n*/ { id: 'learning.learn.benefitUnlock', message: 'Unlock achievements as you progress' },
] as const;

function parseCoinId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const coinId = Number(value);
  return coinId > 0 ? coinId : undefined;
}

/** docs/product.md section 2 ("Learning home /learn"). */
export function LearnScreen({ companionsByJourney, extras }: { companionsByJourney?: ReadonlyMap<number, JourneyCompanion[]>; extras?: ReactNode }) {
  const coinId = parseCoinId(new URLSearchParams(useSearch()).get('coinId'));
  const { user, isLoading } = useCurrentUser();
  const { i18n } = useI18n();

  return (
    <PageContainer className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold md:text-3xl">{i18n._({ id: 'learning.learn.title', message: 'Crypto Learning' })}</h1>
          {coinId !== undefined ? (
            <p className="mt-1 text-sm font-medium text-secondary">
              {i18n._({ id: 'learning.learn.filtered', message: 'Filtered modules for this cryptocurrency' })} ·{' '}
              <Link href={paths.learn()} className="underline underline-offset-2">
                {i18n._({ id: 'learning.learn.showAll', message: 'Show all modules' })}
              </Link>
            </p>
          ) : null}
        </div>
        {isLoading ? null : <VocabularyTrainerButton isSignedIn={Boolean(user)} />}
      </header>

      {isLoading ? (
        <SkeletonBlock className="h-40" />
      ) : user ? (
        <>
          <LearningProgressCard />
          <MissedQuestionsCard />
        </>
      ) : (
        <SignupPromptBanner
          variant="learning"
          title={i18n._({ id: 'learning.learn.signupTitle', message: 'Track Your Learning Progress' })}
          description={i18n._({ id: 'learning.learn.signupDescription', message: 'Create a free account to keep your modules, quiz scores and journeys in one place.' })}
        />
      )}

      {extras}

      {/* Journey Map is the default tab; arriving with ?coinId asks for that coin's modules, so show them. The
          tabs keep their own state: a tap re-renders them, not this screen (Interaction to Next Paint). */}
      <Tabs defaultValue={coinId === undefined ? 'journeys' : 'modules'}>
        <TabsList aria-label={i18n._({ id: 'learning.learn.views', message: 'Learning views' })} className="md:max-w-sm">
          <TabsTrigger value="journeys">{i18n._({ id: 'learning.learn.journeyTab', message: 'Journey Map' })}</TabsTrigger>
          <TabsTrigger value="modules">{i18n._({ id: 'learning.learn.modulesTab', message: 'All Modules' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="journeys" className="mt-5">
          <h2 className="mb-3 text-xl font-bold">{i18n._({ id: 'learning.learn.journeyHeading', message: 'Visual Learning Journey Map' })}</h2>
          {isLoading ? null : user ? (
            <JourneyMap userId={user.id} companionsByJourney={companionsByJourney} />
          ) : (
            <SignupPromptBanner
              variant="learning"
              title={i18n._({ id: 'learning.learn.journeySignupTitle', message: 'Visualize Your Learning Path' })}
              description={i18n._({ id: 'learning.learn.journeySignupDescription', message: 'Sign up to follow guided journeys and see every step you complete.' })}
              benefits={JOURNEY_BANNER_BENEFITS.map((benefit) => i18n._(benefit))}
            />
          )}
        </TabsContent>
        <TabsContent value="modules" className="mt-5">
          {isLoading ? null : <AllModulesTab coinId={coinId} isSignedIn={Boolean(user)} />}
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
