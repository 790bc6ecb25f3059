import type { BirthMonthInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';

const answerSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.birthMonthAnswerSchema);

/** An account from before the age gate answers once (docs/decisions/045-age-gate.md). */
export const answerBirthMonth = (input: BirthMonthInput) => apiSend('POST', '/api/users/me/birth-month', answerSchema, input);
