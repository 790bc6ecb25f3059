import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet, apiRequest, apiSend, HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';

/** The schemas (and zod) load with the first call, not with /learn, which a guest opens too (docs/decisions/032). */
const sharedJourneyListSchema = () => import('@shared/contracts/shared-journeys').then((contracts) => contracts.sharedJourneyListSchema);
const sharedJourneySchema = () => import('@shared/contracts/shared-journeys').then((contracts) => contracts.sharedJourneySchema);

/** Every shared journey of the signed-in user, across matches (docs/decisions/034-shared-journeys.md). */
export const getSharedJourneysQueryOptions = (isEnabled = true) =>
  queryOptions({
    queryKey: [apiUrls.sharedJourneys],
    queryFn: ({ signal }) => apiGet(apiUrls.sharedJourneys, sharedJourneyListSchema, signal),
    enabled: isEnabled,
  });

const sharedJourneyUrl = (matchId: number, journeyId: number) => `/api/matches/${matchId}/journeys/${journeyId}`;

function errorToast(title: string, error: unknown): void {
  const message = error instanceof HttpError ? error.serverMessage : undefined;
  toast({ variant: 'destructive', title, description: message ?? 'Please check your connection and try again.' });
}

/** Starts a journey with the partner (an invitation) or joins the partner's. */
export function useShareJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, journeyId }: { matchId: number; journeyId: number }) => apiSend('PUT', sharedJourneyUrl(matchId, journeyId), sharedJourneySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiUrls.sharedJourneys] }),
    onError: (error) => errorToast('Could not start the journey', error),
  });
}

/** Leaves or declines: the journey ends for both partners. */
export function useLeaveSharedJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    // 204: nothing to parse.
    mutationFn: async ({ matchId, journeyId }: { matchId: number; journeyId: number }) => {
      await apiRequest('DELETE', sharedJourneyUrl(matchId, journeyId));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [apiUrls.sharedJourneys] }),
    onError: (error) => errorToast('Could not leave the journey', error),
  });
}
