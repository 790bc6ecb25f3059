import { userSchema, type LoginInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Sends the browser's time zone too: the day's login counts on the user's calendar. */
export const login = (input: LoginInput) => apiSend('POST', '/api/auth/login', userSchema, { ...input, timeZone: browserTimeZone() });
