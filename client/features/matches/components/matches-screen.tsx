import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { PageContainer } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { getMatchesQueryOptions } from '../api/get-matches';
import { MatchList } from './match-list';
import { MatchesTeaser } from './matches-teaser';
import { MatchingWeights } from './matching-weights';
import { FreezeExplanation } from '@/components/streak-freezes';
import { SocialAgeNotice } from '@/components/social-age-notice';

/** docs/product.md section 2 ("Profile/matches screen"). The personality card comes from the profile feature (composed in app/). */
export function MatchesScreen({ personality, matchActions }: { personality: ReactNode; matchActions?: (match: Match) => ReactNode }) {
  const { i18n } = useI18n();
  const { user, isLoading } = useCurrentUser();
  // The list's own query (shared cache): streak freezes are explained once there is a pair to keep a streak with.
  const matches = useQuery(getMatchesQueryOptions(user?.ageGroup === 'adult'));
  const hasMatches = (matches.data?.length ?? 0) > 0;
  if (isLoading) return <Spinner className="min-h-[50dvh]" />;
  if (!user) {
    return (
      <PageContainer>
        <MatchesTeaser />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="grid gap-8">
      <section aria-labelledby="personality-heading">
        <h1 id="personality-heading" className="mb-3 text-2xl font-extrabold">
          {i18n._({ id: 'matches.screen.personality', message: 'Your Crypto Personality' })}
        </h1>
        {personality}
      </section>
      <section aria-labelledby="matches-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="matches-heading" className="text-2xl font-extrabold">
            {i18n._({ id: 'matches.screen.title', message: 'Your Matches' })}
          </h2>
          <Link href={paths.profile} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {i18n._({ id: 'matches.editPreferences', message: 'Edit learning preferences' })}
          </Link>
        </div>
        {user.ageGroup === 'adult' ? (
          <>
            {hasMatches ? <FreezeExplanation className="mb-3" /> : null}
            <MatchList renderActions={matchActions} />
          </>
        ) : (
          // docs/decisions/045-age-gate.md: no list, no matching prompts, the reason instead.
          <SocialAgeNotice ageGroup={user.ageGroup} />
        )}
      </section>
      {user.ageGroup === 'adult' ? <MatchingWeights /> : null}
    </PageContainer>
  );
}
