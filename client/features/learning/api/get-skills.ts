import { queryOptions } from '@tanstack/react-query';
import { skillsSchema } from '@shared/contracts/learning';
import { apiGet } from '@/lib/api-client';

export const SKILLS_URL = '/api/learning/skills';

export const getSkills = (signal?: AbortSignal) => apiGet(SKILLS_URL, skillsSchema, signal);

export const getSkillsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [SKILLS_URL],
    queryFn: ({ signal }) => getSkills(signal),
    enabled: isEnabled,
  });
