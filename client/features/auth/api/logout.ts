import { apiSend } from '@/lib/api-client';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const okResponseSchema = () => import('@shared/contracts/common').then((contracts) => contracts.okResponseSchema);

export const logout = () => apiSend('POST', '/api/auth/logout', okResponseSchema);
