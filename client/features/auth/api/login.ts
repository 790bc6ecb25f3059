import type { LoginInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const userSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.userSchema);

/** Sends the browser's time zone too: the day's login counts on the user's calendar. */
export const login = (input: LoginInput) => apiSend('POST', '/api/auth/login', userSchema, { ...input, timeZone: browserTimeZone() });
