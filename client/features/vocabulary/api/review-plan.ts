import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettings } from '@shared/contracts/vocabulary';
import { apiGet, apiSend } from '@/lib/api-client';
import { getNextTermsQueryOptions } from './get-next-terms';

/** The trainer's dial (docs/decisions/065-the-trainers-dial.md). Schemas load with the first call (docs/decisions/032). */
const reviewSettingsSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.reviewSettingsSchema);
const reviewForecastSchema = () => import('@shared/contracts/vocabulary').then((contracts) => contracts.reviewForecastSchema);

export const REVIEW_SETTINGS_URL = '/api/vocabulary/user/settings';
export const REVIEW_FORECAST_URL = '/api/vocabulary/user/forecast';

export const getReviewSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [REVIEW_SETTINGS_URL],
    queryFn: ({ signal }) => apiGet(REVIEW_SETTINGS_URL, reviewSettingsSchema, signal),
  });

export const useReviewSettings = () => useQuery(getReviewSettingsQueryOptions());

/** The forecast for the settings on the dial (unsaved); the last one stays on screen while the next loads. */
export function useReviewForecast(settings: ReviewSettings | undefined) {
  const query = settings ? `?desiredRetentionPercent=${settings.desiredRetentionPercent}&lighterDays=${[...settings.lighterDays].sort().join(',')}` : '';
  return useQuery({
    queryKey: [REVIEW_FORECAST_URL, query],
    queryFn: ({ signal }) => apiGet(`${REVIEW_FORECAST_URL}${query}`, reviewForecastSchema, signal),
    enabled: settings !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) => apiSend('PUT', REVIEW_SETTINGS_URL, reviewSettingsSchema, settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(getReviewSettingsQueryOptions().queryKey, saved);
      // Saved lighter days move planned reviews: every forecast and the queue may have changed.
      return Promise.all([queryClient.invalidateQueries({ queryKey: [REVIEW_FORECAST_URL] }), queryClient.invalidateQueries({ queryKey: getNextTermsQueryOptions().queryKey })]);
    },
  });
}
