/**
 * docs/security.md item 5: a state-changing request whose Origin is neither our own nor in ALLOWED_ORIGINS is
 * refused with 403 (defence in depth on top of SameSite=Lax cookies).
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

export function isOriginAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return origin === ownOrigin(request) || allowedOrigins.includes(origin);
}

export function createOriginCheck(allowedOrigins: readonly string[]) {
  return async function originCheck(request: FastifyRequest): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    const isCrossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (!isOriginAllowed(request, allowedOrigins) || (isCrossSite && !request.headers.origin)) {
      throw new AppError(ERROR_CODES.forbidden, 'Requests from other sites are not allowed.');
    }
  };
}
