import { ERROR_CODES, type ErrorCode } from '../../shared/contracts/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  [ERROR_CODES.validation]: 400,
  [ERROR_CODES.unauthenticated]: 401,
  [ERROR_CODES.invalidCredentials]: 401,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.accountRestricted]: 403,
  [ERROR_CODES.ageRestricted]: 403,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.usernameTaken]: 409,
  [ERROR_CODES.usernameHeld]: 409,
  [ERROR_CODES.seedPhraseBlocked]: 422,
  [ERROR_CODES.nameReserved]: 400,
  [ERROR_CODES.wrongPassword]: 400,
  [ERROR_CODES.linkInvalid]: 400,
  [ERROR_CODES.passkeyRejected]: 400,
  [ERROR_CODES.passkeySignInFailed]: 401,
  [ERROR_CODES.secondFactorRequired]: 403,
  [ERROR_CODES.passkeySessionRequired]: 403,
  [ERROR_CODES.wrongTotpCode]: 400,
  [ERROR_CODES.payloadTooLarge]: 413,
  [ERROR_CODES.rateLimited]: 429,
  [ERROR_CODES.unavailable]: 503,
  [ERROR_CODES.internal]: 500,
};

/** A typed failure a service throws; the one error handler maps it to its HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what = 'Not found') => new AppError(ERROR_CODES.notFound, what);
export const unauthenticated = () => new AppError(ERROR_CODES.unauthenticated, 'You need to log in first.');
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(ERROR_CODES.forbidden, message);
export const conflict = (message: string) => new AppError(ERROR_CODES.conflict, message);
export const badRequest = (message: string) => new AppError(ERROR_CODES.validation, message);
