/**
 * The only place that reads process.env: parsed and validated once at start-up, with a readable error.
 */
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { error: 'REDIS_PREFIX: 1-64 letters, digits, colons, dots, dashes or underscores' })
      .default('coinmates:'),
  ),
  // Anonymous traffic per address, sized for a carrier NAT (docs/decisions/049-limits-per-person-and-matches-that-teach.md).
  RATE_LIMIT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(3000)),
  RATE_LIMIT_WRITES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(300)),
  RATE_LIMIT_AUTH_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  // Signed-in traffic per account (each session gets half).
  RATE_LIMIT_ACCOUNT_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(2).default(1200)),
  RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(2).default(240)),
  LOGIN_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(300)),
  PASSWORD_HASH_QUEUE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(64)),
  SESSION_TTL_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(365).default(30)),
  COOKIE_SECURE: z.preprocess(emptyAsUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  MARKET_DATA_URL: z.preprocess(emptyAsUndefined, z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).default('https://api.coingecko.com/api/v3')),
  ALLOWED_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  CLIENT_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('./dist/client')),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'use at least 16 characters').optional()),
  /** WebAuthn relying party: the site's host name, never an IP (docs/decisions/051). */
  WEBAUTHN_RP_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/, { error: 'WEBAUTHN_RP_ID: a host name such as coinmates.example (no scheme, port or path)' })
      .default('localhost'),
  ),
  WEBAUTHN_RP_NAME: z.preprocess(emptyAsUndefined, z.string().min(1).max(64).default('Coinmates')),
  /** Comma-separated origins passkey answers may come from; default http://localhost:PORT. */
  WEBAUTHN_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  ),
  // Part of the 10 s shutdown deadline (index.ts), so at most 5 s.
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5_000).default(0)),
  // Mail (docs/decisions/050-accounts-and-mail.md): without SMTP_URL, mails are written to DATA_DIR/outbox.
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/, error: 'SMTP_URL: an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().max(200).default('Coinmates <no-reply@coinmates.localhost>')),
  // The address links in mails point at; never taken from a request's Host header.
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  // Web push (docs/decisions/052-push-and-reminders.md): both keys or neither.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, { error: 'VAPID_PUBLIC_KEY: a base64url P-256 public key' })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, { error: 'VAPID_PRIVATE_KEY: a base64url P-256 private key' })
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { error: 'VAPID_SUBJECT: a mailto: or https: URL' })
      .default('mailto:admin@coinmates.invalid'),
  ),
  // Tests only: lets subscriptions point at a local push endpoint (http, loopback). Ignored outside NODE_ENV=test.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** Per-IP requests per minute (docs/decisions/013-hardening.md): every API request, writes, login + register. */
  rateLimits: {
    perMinute: number;
    writesPerMinute: number;
    authPerMinute: number;
    accountPerMinute: number;
    accountWritesPerMinute: number;
    loginPerIp: number;
  };
  /** Password hashes that may wait for a slot before new ones are refused with 503. */
  passwordHashQueue: number;
  sessionTtlMs: number;
  cookieSecure: Env['COOKIE_SECURE'];
  marketDataUrl: string | 'off';
  allowedOrigins: string[];
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  clientDistDir: string;
  /** GET /metrics answers only with this bearer token; off when unset. */
  metricsToken: string | undefined;
  /** On SIGTERM, how long to keep serving while /readyz says 503, so a load balancer stops sending. */
  shutdownDrainMs: number;
  /** Where mails go: SMTP when `smtpUrl` is set, else `.eml` files in `<dataDir>/outbox` (docs/decisions/050). */
  mail: { smtpUrl: string | undefined; from: string; publicUrl: string };
  /** VAPID keys from the environment; absent: generated into the data directory (PGlite) or push off (PostgreSQL). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Only with NODE_ENV=test: push endpoints may be http and private (a test's local push service). */
  pushAllowPrivateEndpoints: boolean;
  /** The WebAuthn relying party passkeys are bound to (docs/decisions/051). */
  webauthn: { rpId: string; rpName: string; origins: string[] };
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    rateLimits: {
      perMinute: env.RATE_LIMIT_PER_MINUTE,
      writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      accountPerMinute: env.RATE_LIMIT_ACCOUNT_PER_MINUTE,
      accountWritesPerMinute: env.RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE,
      /** Login attempts per address in 15 minutes (the per-account limit stays 10). */
      loginPerIp: env.LOGIN_LIMIT_PER_IP,
    },
    passwordHashQueue: env.PASSWORD_HASH_QUEUE,
    sessionTtlMs: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    cookieSecure: env.COOKIE_SECURE,
    marketDataUrl: env.MARKET_DATA_URL,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    clientDistDir: env.CLIENT_DIST_DIR,
    metricsToken: env.METRICS_TOKEN,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') },
    vapid: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: env.VAPID_SUBJECT,
    pushAllowPrivateEndpoints: env.NODE_ENV === 'test' && env.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    webauthn: {
      rpId: env.WEBAUTHN_RP_ID,
      rpName: env.WEBAUTHN_RP_NAME,
      origins: env.WEBAUTHN_ORIGINS.length > 0 ? env.WEBAUTHN_ORIGINS.map((origin) => new URL(origin).origin) : [`http://localhost:${env.PORT}`],
    },
  };
}
