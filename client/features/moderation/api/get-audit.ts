import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

const auditListSchema = () => import('@shared/contracts/moderation').then((contracts) => contracts.auditListSchema);

export const MODERATION_AUDIT_URL = '/api/moderation/audit';

export const getModerationAuditQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [MODERATION_AUDIT_URL],
    queryFn: ({ signal }) => apiGet(MODERATION_AUDIT_URL, auditListSchema, signal),
    enabled: isEnabled,
  });
