import type { RegisterInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const userSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.userSchema);

/** Registers and signs in: the server sets the session cookie (spec: registration is followed by login). */
export const register = (input: RegisterInput) => apiSend('POST', '/api/auth/register', userSchema, { ...input, timeZone: browserTimeZone() });
