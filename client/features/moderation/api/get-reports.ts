import { queryOptions } from '@tanstack/react-query';
import type { ModerationReport } from '@shared/contracts/moderation';
import { apiUrls } from '@/config/api-urls';
import { getJson } from '@/lib/api-client';

/** 404 for anyone but a moderator: the screen then shows "not found". */
export const getModerationReportsQueryOptions = () =>
  queryOptions({
    queryKey: [apiUrls.moderationReports],
    queryFn: ({ signal }) => getJson<ModerationReport[]>(apiUrls.moderationReports, 'throw', signal),
  });
