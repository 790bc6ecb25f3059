import { apiRequest } from '@/lib/api-client';

export const logout = () => apiRequest<{ ok: true }>('POST', '/api/auth/logout');
