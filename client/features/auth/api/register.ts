import { userSchema, type RegisterInput } from '@shared/contracts/auth';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Registers and signs in: the server sets the session cookie (spec: registration is followed by login). */
export const register = (input: RegisterInput) => apiSend('POST', '/api/auth/register', userSchema, { ...input, timeZone: browserTimeZone() });
