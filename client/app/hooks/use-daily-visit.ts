/**
 * The signed-in app tells the server it is open: at start, and when the tab becomes visible again on another
 * local day (a tab left open overnight). The server records the day's login once per calendar day in the
 * user's time zone (docs/decisions/024-reads-do-not-write.md); a failure is only logged, as it costs nothing
 * but the day's login points, and the next start tries again.
 */
import { useEffect } from 'react';
import { recordVisit } from '@/features/gamification/api/record-visit';
import { useCurrentUser } from '@/lib/current-user';

const localDay = () => new Date().toDateString();

export function useDailyVisit(): void {
  const userId = useCurrentUser().user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let recordedDay = '';
    const visit = () => {
      if (document.visibilityState !== 'visible' || recordedDay === localDay()) return;
      recordedDay = localDay();
      recordVisit().catch((error: unknown) => {
        recordedDay = '';
        console.warn('Could not record the visit', error);
      });
    };
    visit();
    document.addEventListener('visibilitychange', visit);
    return () => document.removeEventListener('visibilitychange', visit);
  }, [userId]);
}
