import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JourneyCompanion } from '@/features/learning/components/journey-detail';
import { LearnScreen } from '@/features/learning/components/learn-screen';
import { getSharedJourneysQueryOptions } from '@/features/pairs/api/shared-journeys';
import { PracticeWalletCard } from '@/features/practice-wallet/components/practice-link';
import { useLocation } from 'wouter';
import { useCurrentUser } from '@/lib/current-user';
import { hasServerMarkup, ServerMarkupOr, useRetireServerMarkup } from '@/lib/server-markup';

/** The learning home composed with shared journeys: the journey map shows the steps each partner finished. */
export function LearnRoute() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  useRetireServerMarkup(!isLoading);
  const shared = useQuery(getSharedJourneysQueryOptions(Boolean(user)));
  const companionsByJourney = useMemo(() => {
    const byJourney = new Map<number, JourneyCompanion[]>();
    for (const journey of shared.data ?? []) {
      if (journey.status !== 'active') continue;
      const companions = byJourney.get(journey.journeyId) ?? [];
      companions.push({ name: journey.partner.displayName, completedSteps: journey.partnerCompletedSteps });
      byJourney.set(journey.journeyId, companions);
    }
    return byJourney;
  }, [shared.data]);
  // A guest's page comes rendered by the server: it stays until the app knows who is here (decision 036).
  if (isLoading && hasServerMarkup(location)) return <ServerMarkupOr fallback={null} />;
  return <LearnScreen companionsByJourney={companionsByJourney} extras={<PracticeWalletCard />} />;
}
