import { useDailyVisit } from './hooks/use-daily-visit';
import { useGuestSwipeMerge } from './hooks/use-guest-swipe-merge';
import { useHourlyCryptoUpdate } from './hooks/use-hourly-crypto-update';

/** App-wide background work that follows the signed-in user; renders nothing. */
export function BackgroundSync() {
  useGuestSwipeMerge();
  useDailyVisit();
  useHourlyCryptoUpdate();
  return null;
}
