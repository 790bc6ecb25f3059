import { queryOptions } from '@tanstack/react-query';
import { auditListSchema } from '@shared/contracts/moderation';
import { apiGet } from '@/lib/api-client';

export const MODERATION_AUDIT_URL = '/api/moderation/audit';

export const getModerationAuditQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [MODERATION_AUDIT_URL],
    queryFn: ({ signal }) => apiGet(MODERATION_AUDIT_URL, auditListSchema, signal),
    enabled: isEnabled,
  });
