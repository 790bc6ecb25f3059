/**
 * docs/design.md section 6.4: when someone signs in (or starts the app signed in) with swipes they made as a
 * guest, those swipes are saved to the account and then removed from the browser. On becoming signed in,
 * the deck and the preference-based queries are refreshed, since what was cached belonged to the guest.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mergeGuestSwipes } from '@/features/discover/api/merge-guest-swipes';
import { invalidatePreferenceDependents } from '@/features/discover/api/related-queries';
import { useCurrentUser } from '@/lib/current-user';
import { clearGuestSwipes, readGuestSwipes } from '@/lib/guest-swipes';

export function useGuestSwipeMerge(): void {
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id;
  const wasGuest = useRef(false);

  useEffect(() => {
    if (isLoading) return;
    if (userId === undefined) {
      wasGuest.current = true;
      return;
    }
    const becameSignedIn = wasGuest.current;
    wasGuest.current = false;
    const swipes = readGuestSwipes();
    if (swipes.length === 0) {
      if (becameSignedIn) void invalidatePreferenceDependents(queryClient);
      return;
    }
    mergeGuestSwipes(swipes)
      .then(() => {
        clearGuestSwipes(swipes);
        return invalidatePreferenceDependents(queryClient);
      })
      // Kept in the browser: the next sign-in or start tries again.
      .catch((error: unknown) => console.warn('Could not save guest swipes to the account', error));
  }, [isLoading, userId, queryClient]);
}
