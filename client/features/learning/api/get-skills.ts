import { queryOptions } from '@tanstack/react-query';
import type { Skills } from '@shared/contracts/learning';
import { getJson } from '@/lib/api-client';

export const SKILLS_URL = '/api/learning/skills';

export const getSkills = (signal?: AbortSignal) => getJson<Skills>(SKILLS_URL, 'throw', signal);

export const getSkillsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [SKILLS_URL],
    queryFn: async ({ signal }) => (await getSkills(signal)) ?? { skillLevel: 0, skills: [] },
    enabled: isEnabled,
  });
