import type { LoginInput, User } from '@shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';

export const login = (input: LoginInput) => apiRequest<User>('POST', '/api/auth/login', input);
