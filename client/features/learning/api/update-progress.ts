import type { UpdateProgressInput } from '@shared/contracts/learning';
import { apiSend } from '@/lib/api-client';
import { PROGRESS_URL } from './get-progress';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const learningProgressSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.learningProgressSchema);

/** docs/product.md section 7's PATCH; the server completes only after a passing quiz and keeps the real score. */
export const updateProgress = (progressId: number, input: UpdateProgressInput) => apiSend('PATCH', `${PROGRESS_URL}/${progressId}`, learningProgressSchema, input);
