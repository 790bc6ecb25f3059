/**
 * Builds the Fastify app (no listen: tests drive it with inject()). This is the one place where the
 * server is composed: plugins, hooks, the error handler and every module's routes. Modules never
 * register themselves.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PointSource } from '../shared/constants/gamification';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { registerErrorHandler } from './lib/error-handler';
import { createMetrics, registerMetricsRoute, type Metrics } from './lib/metrics';
import { computeSecurityHeaders } from './lib/security-headers';
import { createOriginCheck } from './lib/origin-check';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { registerStaticClient } from './lib/static-client';
import { createInProcessEventBus, type EventBus } from './live/event-bus';
import { authRoutes } from './modules/auth/auth.routes';
import { pruneExpiredSessions } from './modules/auth/auth.service';
import { createResolveRequestUser } from './modules/auth/request-user';
import { avatarRoutes } from './modules/avatars/avatar.routes';
import { createDailyLoginTracker } from './modules/gamification/daily-login.service';
import { evaluateAchievementsAfter } from './modules/gamification/achievements.service';
import { gamificationRoutes } from './modules/gamification/gamification.routes';
import { awardProfileCompleteness } from './modules/gamification/profile-completeness.service';
import { createCoinCatalogue } from './modules/coins/coins.service';
import { coinsRoutes } from './modules/coins/coins.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMarketService, type MarketService } from './modules/market/market.service';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { createLocalPresence, type Presence } from './live/presence';
import { registerGateway } from './live/gateway';
import { matchesRoutes } from './modules/matching/matches.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { listMatchPartners, relayTyping } from './modules/messages/messages.service';
import { runMatching } from './modules/matching/matching.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { onSwipesChanged } from './modules/profile/profile.service';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { learningRoutes } from './modules/learning/learning.routes';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  bus?: EventBus;
  presence?: Presence;
  rateLimiter?: RateLimiter;
  /** Background and follow-up work (default: in-process; PostgreSQL-backed when DATABASE_URL is set). */
  jobs?: JobQueue;
  /** Default: a fresh registry with the process metrics. */
  metrics?: Metrics;
  /** false in tests; pino options otherwise. */
  logger?: boolean | object;
  serveClient?: boolean;
  /** How long a socket may go without answering a ping (default 30 s; shorter in tests). */
  liveHeartbeatMs?: number;
}

export interface AppLifecycle {
  isShuttingDown: boolean;
}

/** Long-lived services index.ts starts and stops around listen(). */
export interface AppServices {
  market: MarketService;
  bus: EventBus;
  presence: Presence;
  jobs: JobQueue;
  metrics: Metrics;
  /** Schedules the periodic jobs and runs each once now (index.ts, after listen; tests call it if they need it). */
  startPeriodicJobs(): Promise<void>;
}

/** The market job checks this often; it calls the provider only when the snapshot is older than an hour. */
export const MARKET_REFRESH_CHECK_MS = 5 * 60 * 1000;
export const SESSIONS_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: AppLifecycle;
    services: AppServices;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const bus = options.bus ?? createInProcessEventBus();
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter();
  const presence = options.presence ?? createLocalPresence();
  const lifecycle: AppLifecycle = { isShuttingDown: false };

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // On close: idle keep-alive connections are closed at once, requests arriving meanwhile get 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  const jobs = options.jobs ?? createInProcessJobQueue(app.log);
  const metrics = options.metrics ?? createMetrics();
  // Jobs run once the app is ready (inject() or listen()); close() waits for the running ones.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  const securityHeaders = computeSecurityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  // While draining, every answer closes its connection, so keep-alive clients move to another instance
  // and close() need not wait for their idle timeout.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isShuttingDown) reply.header('Connection', 'close');
    done(null, payload);
  });
  registerMetricsRoute(app, metrics, config.metricsToken);
  metrics.registerGauge('coinmates_job_queue_depth', 'Jobs queued or running (all instances on PostgreSQL)', () => jobs.depth());
  metrics.registerGauge('coinmates_live_sockets', 'Open WebSocket connections on this instance', () => app.websocketServer?.clients.size ?? 0);

  app.addHook('onRequest', createOriginCheck(config.allowedOrigins));
  const resolveRequestUser = createResolveRequestUser(database.db);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/avatars/')) await resolveRequestUser(request, reply);
  });
  const gamificationDeps = { db: database.db, bus, log: app.log };
  const dailyLogin = createDailyLoginTracker(gamificationDeps);
  // A session check counts as the day's login (issue 8); the tracker writes once per user and day.
  app.addHook('preHandler', async (request) => {
    if (request.user && request.method === 'GET' && request.routeOptions.url === '/api/auth/status') await dailyLogin.onSessionSeen(request.user);
  });

  healthRoutes(app, { isShuttingDown: () => lifecycle.isShuttingDown, pingDatabase: database.ping });
  avatarRoutes(app);
  authRoutes(app, {
    deps: { db: database.db, rateLimiter, sessionTtlMs: config.sessionTtlMs },
    config,
    onSignedIn: (userId) => dailyLogin.onSignedIn(userId),
  });

  const catalogue = createCoinCatalogue(database.db);
  const market = createMarketService({
    db: database.db,
    providerUrl: config.marketDataUrl,
    onUpdated: () => catalogue.invalidate(),
    rateLimiter,
    log: app.log,
  });
  jobs.work('market.refresh', () => market.refreshIfStale());
  jobs.work('sessions.prune', async () => {
    const deleted = await pruneExpiredSessions(database.db);
    if (deleted > 0) app.log.info({ deleted }, 'expired sessions pruned');
  });
  coinsRoutes(app, { catalogue, market });
  /** After activity that may earn achievements; a failure here never fails the activity itself. */
  const onActivity = async (userId: number, source: PointSource) => {
    try {
      await evaluateAchievementsAfter(gamificationDeps, userId, source);
    } catch (error) {
      app.log.warn({ err: error, userId }, 'achievement evaluation failed');
    }
  };
  const matchingDeps = { db: database.db, bus, presence, onActivity, log: app.log };
  const profileDeps = {
    db: database.db,
    runMatching: async (userId: number) => void (await runMatching(matchingDeps, userId)),
    onProfileUpdated: async (user: Parameters<typeof awardProfileCompleteness>[1]) => void (await awardProfileCompleteness(gamificationDeps, user)),
  };
  preferencesRoutes(app, { db: database.db, onPreferencesChanged: (userId) => onSwipesChanged(profileDeps, userId) });
  profileRoutes(app, profileDeps);
  matchesRoutes(app, matchingDeps);
  const messagesDeps = { db: database.db, bus, rateLimiter, onActivity, log: app.log };
  messagesRoutes(app, messagesDeps);
  await registerGateway(app, {
    db: database.db,
    bus,
    presence,
    allowedOrigins: config.allowedOrigins,
    heartbeatMs: options.liveHeartbeatMs,
    onTyping: (userId, matchId) => relayTyping(messagesDeps, userId, matchId),
    presenceAudience: (userId) => listMatchPartners(messagesDeps, userId),
  });
  vocabularyRoutes(app, { db: database.db, onActivity });
  learningRoutes(app, { db: database.db, onActivity });
  gamificationRoutes(app, gamificationDeps);

  await registerStaticClient(app, options.serveClient === false ? undefined : config.clientDistDir);

  app.decorate('lifecycle', lifecycle);
  const startPeriodicJobs = async () => {
    await jobs.every('market.refresh', MARKET_REFRESH_CHECK_MS, { isForced: false });
    await jobs.every('sessions.prune', SESSIONS_PRUNE_INTERVAL_MS, {});
    await jobs.enqueue('market.refresh', { isForced: false }, { singletonKey: 'every:market.refresh' });
    await jobs.enqueue('sessions.prune', {}, { singletonKey: 'every:sessions.prune' });
  };
  app.decorate('services', { market, bus, presence, jobs, metrics, startPeriodicJobs });
  return app;
}
