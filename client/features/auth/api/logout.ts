import { okResponseSchema } from '@shared/contracts/common';
import { apiSend } from '@/lib/api-client';

export const logout = () => apiSend('POST', '/api/auth/logout', okResponseSchema);
