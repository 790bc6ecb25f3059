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

const JOURNEY_BANNER_BENEFITS = ['Track module completion visually', 'Plan your learning path strategically', 'Unlock achievements as you progress'] as const;

function parseCoinId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const coinId = Number(value);
  return coinId > 0 ? coinId : undefined;
}

/** docs/product.md section 2 ("Learning home /learn"). */
export function LearnScreen({ companionsByJourney, extras }: { companionsByJourney?: ReadonlyMap<number, JourneyCompanion[]>; extras?: ReactNode }) {
  const coinId = parseCoinId(new URLSearchParams(useSearch()).get('coinId'));
  const { user, isLoading } = useCurrentUser();

  return (
    <PageContainer className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold md:text-3xl">Crypto Learning</h1>
          {coinId !== undefined ? (
            <p className="mt-1 text-sm font-medium text-secondary">
              Filtered modules for this cryptocurrency ·{' '}
              <Link href={paths.learn()} className="underline underline-offset-2">
                Show all modules
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
        <SignupPromptBanner variant="learning" title="Track Your Learning Progress" description="Create a free account to keep your modules, quiz scores and journeys in one place." />
      )}

      {extras}

      {/* Journey Map is the default tab; arriving with ?coinId asks for that coin's modules, so show them. The
          tabs keep their own state: a tap re-renders them, not this screen (Interaction to Next Paint). */}
      <Tabs defaultValue={coinId === undefined ? 'journeys' : 'modules'}>
        <TabsList aria-label="Learning views" className="md:max-w-sm">
          <TabsTrigger value="journeys">Journey Map</TabsTrigger>
          <TabsTrigger value="modules">All Modules</TabsTrigger>
        </TabsList>
        <TabsContent value="journeys" className="mt-5">
          <h2 className="mb-3 text-xl font-bold">Visual Learning Journey Map</h2>
          {isLoading ? null : user ? (
            <JourneyMap userId={user.id} companionsByJourney={companionsByJourney} />
          ) : (
            <SignupPromptBanner
              variant="learning"
              title="Visualize Your Learning Path"
              description="Sign up to follow guided journeys and see every step you complete."
              benefits={JOURNEY_BANNER_BENEFITS}
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
