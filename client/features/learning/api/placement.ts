import type { PlacementSubmission } from '@shared/contracts/placement';
import { apiSend } from '@/lib/api-client';

/** The schemas (and zod) load with the first call, not with the screen (docs/decisions/032). */
const checkSchema = () => import('@shared/contracts/placement').then((contracts) => contracts.placementCheckSchema);
const resultSchema = () => import('@shared/contracts/placement').then((contracts) => contracts.placementResultSchema);

/** Starts (or reopens) a placement check of the module: 6 questions, no answers (docs/decisions/066-test-out-of-a-step.md). */
export const startPlacement = (moduleId: number) => apiSend('POST', `/api/learning/modules/${moduleId}/placement`, checkSchema);

/** Graded once on the server; a fail says which answers were wrong, never the right options. */
export const submitPlacement = (moduleId: number, attemptId: number, submission: PlacementSubmission) =>
  apiSend('POST', `/api/learning/modules/${moduleId}/placement/${attemptId}`, resultSchema, submission);
