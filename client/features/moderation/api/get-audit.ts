import { queryOptions } from '@tanstack/react-query';
import type { AuditEntry } from '@shared/contracts/moderation';
import { getJson } from '@/lib/api-client';

export const MODERATION_AUDIT_URL = '/api/moderation/audit';

export const getModerationAuditQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [MODERATION_AUDIT_URL],
    queryFn: ({ signal }) => getJson<AuditEntry[]>(MODERATION_AUDIT_URL, 'throw', signal),
    enabled: isEnabled,
  });
