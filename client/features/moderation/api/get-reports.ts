import { queryOptions } from '@tanstack/react-query';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

const moderationReportListSchema = () => import('@shared/contracts/moderation').then((contracts) => contracts.moderationReportListSchema);

/** 404 for anyone but a moderator: the screen then shows "not found". */
export const getModerationReportsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.moderationReports],
    queryFn: ({ signal }) => apiGet(apiUrls.moderationReports, moderationReportListSchema, signal),
  });
