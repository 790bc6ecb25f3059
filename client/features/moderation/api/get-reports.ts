import { queryOptions } from '@tanstack/react-query';
import { moderationReportListSchema } from '@shared/contracts/moderation';
import { apiUrls } from '@/config/api-urls';
import { apiGet } from '@/lib/api-client';

/** 404 for anyone but a moderator: the screen then shows "not found". */
export const getModerationReportsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.moderationReports],
    queryFn: ({ signal }) => apiGet(apiUrls.moderationReports, moderationReportListSchema, signal),
  });
