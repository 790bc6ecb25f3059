/**
 * The app's pino options: what never reaches the log (docs/security.md item 8,
 * docs/decisions/013-hardening.md). A failed query's error carries every value it was given (drizzle puts
 * `params` on the error and into its message, the driver puts key values in `detail`): a new user's
 * password hash, a private message. Errors are scrubbed of them here, at the logger, so no call site has to
 * remember; the SQL text (with $1 placeholders) stays, which is what a developer needs.
 */
import { stdSerializers, type LoggerOptions } from 'pino';

/** Properties of an error (and its causes) that hold query values. */
const VALUE_PROPERTIES = ['params', 'parameters', 'detail', 'values', 'body'] as const;
/** Drizzle's "Failed query: <sql>\nparams: <values>", up to the stack frames. */
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type SerializedError = Record<string, unknown>;

/**
 * pino's error serializer, minus the values: it folds the causes' messages and stacks into the error's
 * own (where drizzle's params line is cut) and leaves the causes' other properties out, so a driver
 * error's `detail` only survives as the top-level error, where it is redacted. The cause's SQLSTATE code
 * is kept: it says what went wrong without saying with what.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as unknown as SerializedError;
  for (const key of VALUE_PROPERTIES) if (key in serialized) serialized[key] = '[redacted]';
  for (const key of ['message', 'stack'] as const) {
    const text = serialized[key];
    if (typeof text === 'string') serialized[key] = text.replace(PARAMS_IN_MESSAGE, '\nparams: [redacted]');
  }
  const cause: unknown = error.cause;
  if (cause && typeof cause === 'object' && 'code' in cause && typeof cause.code === 'string') serialized.causeCode = cause.code;
  return serialized;
}

/** Paths redacted wherever they appear in a log line's details. */
export const REDACTED_PATHS = ['password', 'passwordHash', 'content', '*.password', '*.passwordHash', '*.content', 'req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
