/**
 * Builds the Fastify app (no listen: tests drive it with inject()). This is the one place where the
 * server is composed (with app-accounts.ts, which it calls for the account areas): plugins, hooks, the
 * error handler, every module's routes and every module's domain event handlers (`registerXEventHandlers`). It wires modules, not behaviour: who reacts to what is in
 * each module's `*.events.ts` (docs/decisions/010-domain-events-and-jobs.md). Modules never register
 * themselves.
 */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { createDomainEventBus, type DomainEventBus } from './events/domain-events';
import { createInProcessJobQueue } from './jobs/in-process-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { addErrorResponses, registerApiDocs } from './lib/api-docs';
import { registerErrorHandler } from './lib/error-handler';
import { createMetrics, registerMetricsRoute, type Metrics } from './lib/metrics';
import { loggerOptions } from './lib/logger';
import { computeSecurityHeaders } from './lib/security-headers';
import { createOriginCheck } from './lib/origin-check';
import { closeConnectionsWhileDraining } from './lib/draining';
import { registerHttpRateLimits } from './lib/http-rate-limits';
import type { RedisStatus } from './live/live-services';
import { configurePasswordHashing } from './modules/auth/password';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { loadServerRenderer, type ServerRenderer } from './lib/server-renderer';
import { registerStaticClient } from './lib/static-client';
import { createInProcessUserChannel, type UserChannel } from './live/user-channel';
import { relaySafetyEvents } from './live/safety-relay';
import { registerAccountAreas } from './app-accounts';
import { accountRoutes } from './modules/account/account.routes';
import { appearanceRoutes, pageTheme } from './modules/appearance/appearance.routes';
import { isOnlineStatusShown } from './modules/account/settings.service';
import { endSessions } from './modules/auth/auth.service';
import { createIdentifyCaller, createResolveRequestUser, isCallerNeeded } from './modules/auth/request-user';
import { registerHousekeepingJobs } from './modules/account/housekeeping.jobs';
import { avatarRoutes } from './modules/avatars/avatar.routes';
import { createDailyLoginTracker } from './modules/gamification/daily-login.service';
import { registerGamificationEventHandlers } from './modules/gamification/gamification.events';
import { gamificationRoutes } from './modules/gamification/gamification.routes';
import { createCoinCatalogue } from './modules/coins/coins.service';
import { coinsRoutes } from './modules/coins/coins.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createMarketService, type MarketService } from './modules/market/market.service';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { createLocalPresence, type Presence } from './live/presence';
import { registerGateway } from './live/gateway';
import { matchesRoutes } from './modules/matching/matches.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { pairsRoutes } from './modules/pairs/pairs.routes';
import { registerSharedJourneyHandlers } from './modules/pairs/shared-journeys.service';
import { teachBackRoutes } from './modules/messages/teach-back/teach-back.routes';
import { listMatchPartners, relayTyping } from './modules/messages/messages.service';
import { CandidateIndex, missedMatchEvents } from './modules/matching/matching.service';
import { registerMatchingEventHandlers } from './modules/matching/matching.events';
import { registerPairEventHandlers } from './modules/pairs/pairs.events';
import { registerProfileEventHandlers } from './modules/profile/profile.events';
import { profileRoutes } from './modules/profile/profile.routes';
import { vocabularyRoutes } from './modules/vocabulary/vocabulary.routes';
import { learningRoutes } from './modules/learning/learning.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { requireModeratorSecondFactor } from './modules/passkeys/passkeys.service';
import { safetyRoutes } from './modules/safety/safety.routes';
import type { Mailer } from './modules/mail/mail.service';
import { createContentTranslations } from './modules/i18n/content-translations';
import { createLessonTranslations } from './modules/i18n/lesson-translations';
import { registerPushHandlers } from './modules/push/push.events';
import { REMINDER_INTERVAL_MS } from './modules/push/push-reminders';
import { pushRoutes } from './modules/push/push.routes';
import type { PushDeps } from './modules/push/push.service';
import type { VapidKeys } from './modules/push/vapid-keys';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  userChannel?: UserChannel;
  /** The domain-event bus between modules (tests pass one to observe them). */
  domainEvents?: DomainEventBus;
  presence?: Presence;
  rateLimiter?: RateLimiter;
  /** Background and follow-up work (default: in-process; PostgreSQL-backed when DATABASE_URL is set). */
  jobs?: JobQueue;
  /** Default: a fresh registry with the process metrics. */
  metrics?: Metrics;
  /** false in tests; pino options otherwise. */
  logger?: boolean | object;
  /** A pino logger made by the caller (index.ts shares it with the Redis connection); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Redis as /readyz reports it (default 'off'). */
  redisStatus?: () => RedisStatus;
  serveClient?: boolean;
  /** The screens' server renderer (docs/decisions/036); default: the one built beside the client, if any. */
  serverRenderer?: ServerRenderer;
  /** How long a socket may go without answering a ping (default 30 s; shorter in tests). */
  liveHeartbeatMs?: number;
  /** Sees every route as it is registered (server/api-contract.int.test.ts checks each one's contract). */
  onRoute?: (route: RouteOptions) => void;
  /** The time the retention and reminder jobs judge by (tests move it). */
  clock?: () => Date;
  /** Mail transport tuning (tests: short time-outs and retries); the transport itself follows the config. */
  mail?: { timeoutMs?: number; retryDelaysMs?: readonly number[]; mailer?: Mailer };
  /** Web push keys as index.ts resolved them (docs/decisions/052); default: the ones in config, if any. */
  vapid?: VapidKeys;
  /** How often the reminder job is scheduled (default every 15 minutes; the multi-instance test runs it every second). */
  reminderIntervalMs?: number;
}

export interface AppLifecycle {
  isShuttingDown: boolean;
}

/** Long-lived services index.ts starts and stops around listen(). */
export interface AppServices {
  market: MarketService;
  userChannel: UserChannel;
  presence: Presence;
  /** Module-to-module facts (`swipe.saved`, `match.created`, ...). */
  domainEvents: DomainEventBus;
  /** Tests wait on `jobs.drained()` for follow-up work (matching, achievements) instead of sleeping. */
  jobs: JobQueue;
  metrics: Metrics;
  /** Schedules the periodic jobs and runs each once now (index.ts, after listen; tests call it if they need it). */
  startPeriodicJobs(): Promise<void>;
  /** Ends sessions of a user (all when sessionIds is absent) and closes their sockets on every instance. */
  endSessions: (userId: number, sessionIds?: readonly string[]) => Promise<void>;
}

/** The market job checks this often; it calls the provider only when the snapshot is older than an hour. */
export const MARKET_REFRESH_CHECK_MS = 5 * 60 * 1000;
export const SESSIONS_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
export const RETENTION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: AppLifecycle;
    services: AppServices;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const userChannel = options.userChannel ?? createInProcessUserChannel();
  const rateLimiter = options.rateLimiter ?? createMemoryRateLimiter();
  const presence = options.presence ?? createLocalPresence();
  const lifecycle: AppLifecycle = { isShuttingDown: false };

  configurePasswordHashing({ maxWaiting: config.passwordHashQueue });

  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? loggerOptions(config.logLevel) }),
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // On close: idle keep-alive connections are closed at once; a request that still arrives on an open
    // connection is answered, not refused with 503 (only new connections are refused: docs/decisions/039).
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const jobs = options.jobs ?? createInProcessJobQueue(app.log);
  const domainEvents = options.domainEvents ?? createDomainEventBus(app.log);
  const metrics = options.metrics ?? createMetrics();
  // Jobs run once the app is ready (inject() or listen()); close() waits for the running ones.
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before any route: the document collects routes as they are added (docs/decisions/032).
  addErrorResponses(app);
  await registerApiDocs(app);

  await app.register(fastifyCookie);
  // br/gzip for JSON and HTML over 1 KiB (docs/decisions/013-hardening.md). Built assets are served
  // pre-compressed and the catalogue compressed once (both set Content-Encoding, which this respects);
  // WebSocket upgrades never pass through it. Request bodies are not inflated: the body limit stays true.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  const securityHeaders = computeSecurityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });

  closeConnectionsWhileDraining(app, () => lifecycle.isShuttingDown);
  registerMetricsRoute(app, metrics, config.metricsToken);
  metrics.registerGauge('coinmates_job_queue_depth', 'Jobs queued or running (all instances on PostgreSQL)', () => jobs.depth());
  metrics.registerGauge('coinmates_live_sockets', 'Open WebSocket connections on this instance', () => app.websocketServer?.clients.size ?? 0);

  app.addHook('onRequest', createOriginCheck(config.allowedOrigins));
  const resolveRequestUser = createResolveRequestUser(database.db);
  app.decorateRequest('user', null);
  // Signed-in requests are limited per account and session, anonymous ones per address (docs/decisions/049).
  await registerHttpRateLimits(app, rateLimiter, config.rateLimits, createIdentifyCaller(resolveRequestUser));
  app.addHook('preHandler', async (request, reply) => {
    if (isCallerNeeded(request.url)) await resolveRequestUser(request, reply);
  });
  const gamificationDeps = { db: database.db, userChannel, log: app.log };
  const dailyLogin = createDailyLoginTracker(gamificationDeps, domainEvents);

  healthRoutes(app, { isShuttingDown: () => lifecycle.isShuttingDown, pingDatabase: database.ping, redisStatus: options.redisStatus ?? (() => 'off') });
  avatarRoutes(app);
  const { authDeps } = registerAccountAreas(app, { config, database, jobs, rateLimiter, userChannel, domainEvents, clock: options.clock, mail: options.mail });

  const catalogue = createCoinCatalogue(database.db);
  const market = createMarketService({
    db: database.db,
    providerUrl: config.marketDataUrl,
    onUpdated: () => catalogue.invalidate(),
    rateLimiter,
    log: app.log,
    queueForcedRefresh: () => jobs.enqueue('market.refresh', { isForced: true }, { singletonKey: 'market.refresh:forced' }),
  });
  jobs.work('market.refresh', (payload) => (payload.isForced ? market.refreshClaimed() : market.refreshIfStale()));
  const clock = options.clock ?? (() => new Date());
  registerHousekeepingJobs(jobs, { db: database.db, log: app.log, clock });
  const translations = createContentTranslations(undefined, (file, key) => app.log.warn({ file: path.basename(file), key }, 'content translation entry invalid; English is served'));
  coinsRoutes(app, { catalogue, market, translations });
  const matchingDeps = { db: database.db, userChannel, presence, domainEvents, log: app.log, candidates: new CandidateIndex() };
  const profileDeps = { db: database.db, domainEvents };
  preferencesRoutes(app, { db: database.db, domainEvents });
  profileRoutes(app, profileDeps);
  matchesRoutes(app, matchingDeps);
  const messagesDeps = { db: database.db, userChannel, rateLimiter, domainEvents, log: app.log, now: options.clock };
  messagesRoutes(app, messagesDeps);
  teachBackRoutes(app, messagesDeps);
  await registerGateway(app, {
    db: database.db,
    userChannel,
    presence,
    allowedOrigins: config.allowedOrigins,
    heartbeatMs: options.liveHeartbeatMs,
    onTyping: (userId, matchId) => relayTyping(messagesDeps, userId, matchId),
    // A user who hides their online status is never announced (docs/decisions/017).
    presenceAudience: async (userId) => ((await isOnlineStatusShown(database.db, userId)) ? listMatchPartners(messagesDeps, userId) : []),
    missedEvents: (userId, since) => missedMatchEvents(database.db, userId, since),
  });
  accountRoutes(app, {
    account: { db: database.db, domainEvents, rateLimiter },
    settings: { db: database.db, userChannel, presence, presenceAudience: (userId) => listMatchPartners(messagesDeps, userId), log: app.log },
    config,
  });
  relaySafetyEvents(domainEvents, userChannel, app.log);
  const safetyDeps = { db: database.db, userChannel, domainEvents, rateLimiter, log: app.log };
  safetyRoutes(app, safetyDeps);
  moderationRoutes(app, { ...safetyDeps, resolveRequestUser, requireSecondFactor: (userId, sessionToken) => requireModeratorSecondFactor(database.db, userId, sessionToken) });
  vocabularyRoutes(app, { db: database.db, domainEvents, now: options.clock }, translations);
  const lessons = createLessonTranslations(undefined, (file) => app.log.warn({ file: path.basename(file) }, 'lesson translation invalid; English is served'));
  learningRoutes(app, { db: database.db, domainEvents, now: options.clock, lessons, content: translations });
  const pairsDeps = { db: database.db, userChannel, rateLimiter, log: app.log, domainEvents, content: translations, lessons };
  pairsRoutes(app, pairsDeps);
  gamificationRoutes(app, { ...gamificationDeps, dailyLogin });

  registerProfileEventHandlers(domainEvents, jobs, profileDeps);
  registerMatchingEventHandlers(domainEvents, jobs, matchingDeps);
  registerSharedJourneyHandlers(domainEvents, pairsDeps);
  registerGamificationEventHandlers(domainEvents, jobs, { ...gamificationDeps, dailyLogin });
  registerPairEventHandlers(domainEvents, jobs, { db: database.db, domainEvents, userChannel, log: app.log });
  const vapid = options.vapid ?? config.vapid;
  const pushDeps: PushDeps = { db: database.db, log: app.log, vapid, vapidSubject: config.vapidSubject, allowPrivateEndpoints: config.pushAllowPrivateEndpoints, clock, content: translations };
  pushRoutes(app, pushDeps);
  registerPushHandlers(domainEvents, jobs, pushDeps);

  const clientDistDir = options.serveClient === false ? undefined : config.clientDistDir;
  const renderer = options.serverRenderer ?? (await loadServerRenderer(clientDistDir, app.log));
  appearanceRoutes(app, { db: database.db, config });
  await registerStaticClient(app, clientDistDir, renderer, (request, reply) => pageTheme(request, reply, resolveRequestUser));

  app.decorate('lifecycle', lifecycle);
  const startPeriodicJobs = async () => {
    await jobs.every('market.refresh', MARKET_REFRESH_CHECK_MS, { isForced: false });
    await jobs.every('sessions.prune', SESSIONS_PRUNE_INTERVAL_MS, {});
    await jobs.every('retention.purge', RETENTION_PURGE_INTERVAL_MS, {});
    if (pushDeps.vapid) await jobs.every('push.reminders', options.reminderIntervalMs ?? REMINDER_INTERVAL_MS, {});
    await jobs.enqueue('market.refresh', { isForced: false }, { singletonKey: 'every:market.refresh' });
    await jobs.enqueue('sessions.prune', {}, { singletonKey: 'every:sessions.prune' });
  };
  app.decorate('services', {
    market,
    userChannel,
    presence,
    domainEvents,
    jobs,
    metrics,
    startPeriodicJobs,
    endSessions: (userId: number, sessionIds?: readonly string[]) => endSessions(authDeps, userId, sessionIds),
  });
  return app;
}
