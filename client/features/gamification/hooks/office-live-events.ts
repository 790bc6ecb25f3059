/**
 * What the Office does with its live events (docs/design.md section 2: the client updates its queries and
 * shows the toast). The app's one live-event hook calls this for every server event.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '@shared/live/events';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast-store';
import { getAchievementsQueryOptions } from '../api/get-achievements';
import { getLearningStatsQueryOptions } from '../api/get-learning-stats';
import { getOfficeOverviewQueryOptions } from '../api/get-office-overview';
import { getPointsSummaryQueryOptions } from '../api/get-points-summary';

export async function invalidateOffice(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [getPointsSummaryQueryOptions(), getAchievementsQueryOptions(), getOfficeOverviewQueryOptions(), getLearningStatsQueryOptions()].map((options) =>
      queryClient.invalidateQueries({ queryKey: options.queryKey }),
    ),
  );
}

/** Returns true when the event was the Office's. */
export function handleOfficeEvent(queryClient: QueryClient, event: ServerEvent): boolean {
  if (event.type === 'achievement_earned') {
    toast({
      title: 'Achievement Unlocked!',
      description: `${event.name} · +${event.points} points`,
      action: { label: 'View', href: paths.profile },
      priority: 'reward',
      category: 'achievements',
    });
  } else if (event.type === 'level_up') {
    toast({ title: 'Level Up!', description: `You reached level ${event.level}.`, action: { label: 'View', href: paths.profile }, priority: 'reward', category: 'achievements' });
  } else {
    return false;
  }
  void invalidateOffice(queryClient);
  return true;
}
