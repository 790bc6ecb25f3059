import { useDailyVisit } from './hooks/use-daily-visit';
import { useGuestSwipeMerge } from './hooks/use-guest-swipe-merge';
import { useHourlyCryptoUpdate } from './hooks/use-hourly-crypto-update';
import { useOutboxSync } from './hooks/use-outbox-sync';

/** App-wide background work that follows the signed-in user; renders nothing. */
export function BackgroundSync() {
  useGuestSwipeMerge();
  useDailyVisit();
  useHourlyCryptoUpdate();
  useOutboxSync();
  return null;
}
