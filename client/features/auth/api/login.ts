import type { LoginInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Part of the app shell: the schema (and zod) load on demand, off the first route (docs/decisions/032). */
const userSchema = () => import('@shared/contracts/auth').then((contracts) => contracts.userSchema);
/** The user, or (202) word that the account's TOTP code comes next (docs/decisions/062). */
const loginAnswerSchema = () => Promise.all([import('@shared/contracts/auth'), import('@shared/contracts/totp')]).then(([auth, totp]) => auth.userSchema.or(totp.totpRequiredSchema));

/** Sends the browser's time zone too: the day's login counts on the user's calendar. */
export const login = (input: LoginInput) => apiSend('POST', '/api/auth/login', loginAnswerSchema, { ...input, timeZone: browserTimeZone() });

/** The second step of a password sign-in with TOTP on: the 6-digit code or a recovery code. */
export const loginWithTotp = (code: string) => apiSend('POST', '/api/auth/totp', userSchema, { code });
