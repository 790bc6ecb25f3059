import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { JourneyCompanion } from '@/features/learning/components/journey-detail';
import { LearnScreen } from '@/features/learning/components/learn-screen';
import { getSharedJourneysQueryOptions } from '@/features/pairs/api/shared-journeys';
import { PracticeWalletCard } from '@/features/practice-wallet/components/practice-link';
import { useCurrentUser } from '@/lib/current-user';

/** The learning home composed with shared journeys: the journey map shows the steps each partner finished. */
export function LearnRoute() {
  const { user } = useCurrentUser();
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
  return <LearnScreen companionsByJourney={companionsByJourney} extras={<PracticeWalletCard />} />;
}
