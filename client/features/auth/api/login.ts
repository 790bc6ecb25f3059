import type { LoginInput, User } from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Sends the browser's time zone too: the day's login counts on the user's calendar. */
export const login = (input: LoginInput) => apiRequest<User>('POST', '/api/auth/login', { ...input, timeZone: browserTimeZone() });
