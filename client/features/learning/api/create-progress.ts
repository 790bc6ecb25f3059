import type { CreateProgressInput, LearningProgress } from '@shared/contracts/learning';
import { apiRequest } from '@/lib/api-client';
import { PROGRESS_URL } from './get-progress';

/** docs/product.md section 7: creates the in-progress record (a repeated start returns the same one). */
export const createProgress = (input: CreateProgressInput) => apiRequest<LearningProgress>('POST', PROGRESS_URL, input);
