import type { CreateProgressInput } from '@shared/contracts/learning';
import { apiSend } from '@/lib/api-client';
import { PROGRESS_URL } from './get-progress';

/** The schema (and zod) load with the first call, not with the screen (docs/decisions/032). */
const learningProgressSchema = () => import('@shared/contracts/learning').then((contracts) => contracts.learningProgressSchema);

/** docs/product.md section 7: creates the in-progress record (a repeated start returns the same one). */
export const createProgress = (input: CreateProgressInput) => apiSend('POST', PROGRESS_URL, learningProgressSchema, input);
