import type { RegisterInput, User } from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** Registers and signs in: the server sets the session cookie (spec: registration is followed by login). */
export const register = (input: RegisterInput) => apiRequest<User>('POST', '/api/auth/register', { ...input, timeZone: browserTimeZone() });
