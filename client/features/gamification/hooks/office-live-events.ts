/**
 * What the Office does with its live events (docs/design.md section 2: the client updates its queries and
 * shows the toast). The app's one live-event hook calls this for every server event.
 */
import type { I18n } from '@lingui/core';
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

/**
 * Returns true when the event was the Office's. Its toasts show over any route, so their words are the shell's
 * (`app.live.`, docs/decisions/056-translations.md).
 */
export function handleOfficeEvent(queryClient: QueryClient, event: ServerEvent, i18n: I18n): boolean {
  const view = { label: i18n._({ id: 'app.live.view', message: 'View' }), href: paths.profile };
  if (event.type === 'achievement_earned') {
    toast({
      title: i18n._({ id: 'app.live.achievement', message: 'Achievement Unlocked!' }),
      description: i18n._({ id: 'app.live.achievementText', message: '{name} · +{points} points', values: { name: event.name, points: event.points } }),
      action: view,
      priority: 'reward',
      category: 'achievements',
    });
  } else if (event.type === 'level_up') {
    toast({
      title: i18n._({ id: 'app.live.levelUp', message: 'Level Up!' }),
      description: i18n._({ id: 'app.live.levelUpText', message: 'You reached level {level}.', values: { level: event.level } }),
      action: view,
      priority: 'reward',
      category: 'achievements',
    });
  } else {
    return false;
  }
  void invalidateOffice(queryClient);
  return true;
}
