import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const skillsSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.skillsSchema);

export const SKILLS_URL = '/api/learning/skills';

export const getSkills = (signal?: AbortSignal) => apiGet(SKILLS_URL, skillsSchema, signal);

export const getSkillsQueryOptions = (isEnabled: boolean) =>
  queryOptions({
    queryKey: [SKILLS_URL],
    queryFn: ({ signal }) => getSkills(signal),
    enabled: isEnabled,
  });
