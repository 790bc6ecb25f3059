import { useQuery } from '@tanstack/react-query';
import { Map as MapIcon } from 'lucide-react';
import { useState } from 'react';
import type { JourneyProgress } from '@shared/contracts/learning';
import { EmptyState, ErrorState } from '@/components/page-states';
import { getJourneyProgressQueryOptions } from '../api/get-journey-progress';
import { getJourneysQueryOptions } from '../api/get-journeys';
import { JourneyCard } from './journey-card';
import { JourneyDetail, type JourneyCompanion } from './journey-detail';
import { JourneyListSkeleton } from './skeletons';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

/**
 * docs/product.md section 2 ("Journeys") with docs/design.md sections 6.3 and 6.5: server data from the first render (a skeleton while it
 * loads, never sample data), for the signed-in user's own id only.
 */
export function JourneyMap({ userId, companionsByJourney }: { userId: number; companionsByJourney?: ReadonlyMap<number, JourneyCompanion[]> }) {
  const journeys = useQuery(getJourneysQueryOptions());
  const progress = useQuery(getJourneyProgressQueryOptions(userId));
  const [openJourneyId, setOpenJourneyId] = useState<number | null>(null);
  const { i18n } = useI18n();
  const format = useFormat();

  if (journeys.isPending || progress.isPending) return <JourneyListSkeleton />;
  if (journeys.isError || progress.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'learning.journeyMap.errorTitle', message: 'Error loading journey map' })}
        description={i18n._({ id: 'learning.journeyMap.errorDescription', message: 'Unable to load your learning journey. Please try again later.' })}
      />
    );
  }
  if (journeys.data.length === 0) {
    return (
      <EmptyState
        icon={<MapIcon className="size-8 text-secondary" aria-hidden="true" />}
        title={i18n._({ id: 'learning.journeyMap.emptyTitle', message: 'No journeys available' })}
        description={i18n._({ id: 'learning.journeyMap.emptyDescription', message: 'Check back later for new learning journeys.' })}
      />
    );
  }

  const progressByJourney = new Map<number, JourneyProgress>(progress.data.map((entry) => [entry.journeyId, entry]));
  const openJourney = journeys.data.find((journey) => journey.id === openJourneyId);
  if (openJourney) {
    return <JourneyDetail journey={openJourney} progress={progressByJourney.get(openJourney.id)} companions={companionsByJourney?.get(openJourney.id)} onBack={() => setOpenJourneyId(null)} />;
  }
  return (
    <section aria-labelledby="journeys-heading">
      <h3 id="journeys-heading" className="flex items-center gap-2 text-lg font-bold">
        {i18n._({ id: 'learning.journeyMap.heading', message: 'Learning Journeys' })}
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">{format.number(journeys.data.length)}</span>
      </h3>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {journeys.data.map((journey) => (
          <li key={journey.id} className="flex">
            <JourneyCard journey={journey} progress={progressByJourney.get(journey.id)} companions={companionsByJourney?.get(journey.id)} onOpen={() => setOpenJourneyId(journey.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
