/**
 * Builds the real app on a fresh test database, with helpers to act as a user through inject().
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { loadConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { UserChannel } from '../live/user-channel';
import type { JobQueue } from '../jobs/job-queue';
import type { RateLimiter } from '../lib/rate-limiter';
import { createTestDatabase } from './test-database';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * Suites sign up many users from 127.0.0.1 through inject(): the per-IP HTTP limits are raised so only the
 * tests about them (which pass their own values in `env`) ever meet them.
 */
export const TEST_RATE_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
  RATE_LIMIT_ACCOUNT_PER_MINUTE: '1000000',
  RATE_LIMIT_ACCOUNT_WRITES_PER_MINUTE: '1000000',
};

export interface TestContext {
  app: TestApp;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestContext(
  options: {
    env?: Record<string, string>;
    userChannel?: UserChannel;
    rateLimiter?: RateLimiter;
    jobs?: JobQueue;
    liveHeartbeatMs?: number;
    onRoute?: AppOptions['onRoute'];
    clock?: AppOptions['clock'];
    mail?: AppOptions['mail'];
    loggerInstance?: AppOptions['loggerInstance'];
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', ...TEST_RATE_LIMITS, ...options.env });
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveClient: false,
    userChannel: options.userChannel,
    rateLimiter: options.rateLimiter,
    jobs: options.jobs,
    liveHeartbeatMs: options.liveHeartbeatMs,
    onRoute: options.onRoute,
    clock: options.clock,
    mail: options.mail,
    loggerInstance: options.loggerInstance,
  });
  return readyContext(app, database);
}

/** The app once ready, closed with its database (and whatever else the test made for it). */
async function readyContext(app: TestApp, database: DatabaseHandle, cleanUp: () => void = () => undefined): Promise<TestContext> {
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      cleanUp();
    },
  };
}

/**
 * The real app serving a client build made of `files` (at least index.html; paths may have folders, such as
 * `.vite/manifest.json`), on a fresh test database; closing it removes the build folder.
 */
export async function createClientTestContext(files: Record<string, string>, options: { serverRenderer?: AppOptions['serverRenderer'] } = {}): Promise<TestContext> {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'coinmates-client-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), text);
  }
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', MARKET_DATA_URL: 'off', LOG_LEVEL: 'silent', CLIENT_DIST_DIR: distDir, ...TEST_RATE_LIMITS });
  const app = await buildApp({ config, database, logger: false, serverRenderer: options.serverRenderer });
  return readyContext(app, database, () => rmSync(distDir, { recursive: true, force: true }));
}

let userCounter = 0;

/** The birth month every test sign-up sends unless it is about the age gate: an adult at any test date. */
export const ADULT_BIRTH = { birthYear: 1990, birthMonth: 6 } as const;

export interface TestUser {
  id: number;
  username: string;
  password: string;
  cookie: string;
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'cm_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `cm_session=${cookie.value}`;
}

/** Registers a user through the API (an adult unless a birth month is given) and returns its session cookie. */
export async function registerUser(app: TestApp, overrides: { username?: string; displayName?: string; password?: string; birthYear?: number; birthMonth?: number } = {}): Promise<TestUser> {
  userCounter += 1;
  const username = overrides.username ?? `user${userCounter}_${Math.floor(Math.random() * 1e6)}`;
  const password = overrides.password ?? 'correct-horse-battery';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      displayName: overrides.displayName ?? `User ${userCounter}`,
      password,
      birthYear: overrides.birthYear ?? ADULT_BIRTH.birthYear,
      birthMonth: overrides.birthMonth ?? ADULT_BIRTH.birthMonth,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register failed ${response.statusCode}: ${response.body}`);
  // Registration's follow-up (the day's login and its achievements) runs as a job: settle it first.
  await app.services.jobs.drained();
  return { id: response.json().id, username, password, cookie: sessionCookieFrom(response) };
}

/** What a test asks of the API as one visitor: `as(app, user).get(url)`, `.post(url, payload)`, ... */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiVisitor {
  /** Any method, for a test that walks a table of routes. */
  send(method: ApiMethod, url: string, payload?: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  put(url: string, payload?: object): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: object): Promise<LightMyRequestResponse>;
  delete(url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * Calls the app through inject() as this user (their session cookie), or as a guest when `user` is null; from
 * `remoteAddress` when given, with extra `headers` (a language cookie, Accept-Language) when given.
 */
export function as(app: Pick<TestApp, 'inject'>, user: Pick<TestUser, 'cookie'> | null, options: { remoteAddress?: string; headers?: Record<string, string> } = {}): ApiVisitor {
  const cookies = [user?.cookie, options.headers?.cookie].filter(Boolean).join('; ');
  const headers = { ...options.headers, ...(cookies && { cookie: cookies }) };
  const send = (method: ApiMethod, url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload !== undefined && { payload }), ...(options.remoteAddress && { remoteAddress: options.remoteAddress }) });
  return {
    send,
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload),
    put: (url, payload) => send('PUT', url, payload),
    patch: (url, payload) => send('PATCH', url, payload),
    delete: (url, payload) => send('DELETE', url, payload),
  };
}
