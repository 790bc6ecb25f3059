import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS } from '../../../shared/constants/gamification';
import { GAMIFICATION_URLS, VISITS_URL } from '../../../shared/contracts/gamification';
import { activityDays, users } from '../../db/schema';
import { as, createTestContext, registerUser, sessionCookieFrom, type TestContext } from '../../test/test-app';
import { ACHIEVEMENTS } from './achievements';
import type { GamificationDeps } from './achievements.service';
import { recordDailyLogin } from './daily-login.service';
import { completeModule, ledgerRows, request, reviewTerm } from './office-test-helpers';
import { awardProfileCompleteness } from './profile-completeness.service';
import { calendarDay } from '../../lib/calendar';

let context: TestContext;
let deps: GamificationDeps;
let call: ReturnType<typeof request>;
beforeAll(async () => {
  context = await createTestContext();
  deps = { db: context.database.db, userChannel: context.app.services.userChannel };
  call = request(context);
});
afterAll(async () => {
  await context.close();
});

const dailyLoginRows = async (userId: number) => (await ledgerRows(context.database.db, userId)).filter((row) => row.source === 'dailyLogins' && row.idempotencyKey.startsWith('daily-login:'));

describe('access', () => {
  it('answers only a signed-in caller', async () => {
    for (const url of Object.values(GAMIFICATION_URLS)) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(401);
    }
    expect((await call('POST', VISITS_URL)).statusCode).toBe(401);
  });

  it("never shows another user's points or achievements, and refuses a userId parameter", async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    await completeModule(context, owner, 3);

    const ownerPoints = (await call('GET', GAMIFICATION_URLS.points, owner)).json();
    expect(ownerPoints.breakdown.learningModules).toBeGreaterThan(0);
    const otherPoints = (await call('GET', GAMIFICATION_URLS.points, other)).json();
    expect(otherPoints.breakdown.learningModules).toBe(0);
    expect(otherPoints.total).toBe(POINTS.dailyLogin);
    const otherAchievements = (await call('GET', GAMIFICATION_URLS.achievements, other)).json();
    expect(otherAchievements.earned).toEqual([]);

    for (const url of Object.values(GAMIFICATION_URLS)) {
      const response = await call('GET', `${url}?userId=${owner.id}`, other);
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('what the Office shows', () => {
  it('lists earned achievements with their time and the rest with real progress', async () => {
    const user = await registerUser(context.app);
    const fresh = (await call('GET', GAMIFICATION_URLS.achievements, user)).json();
    expect(fresh.earned).toEqual([]);
    expect(fresh.inProgress).toHaveLength(ACHIEVEMENTS.length);
    // Signing in is not a learning day (docs/product.md section 10): the streak starts with the first lesson, quiz or review.
    expect(fresh.inProgress.find((entry: { key: string }) => entry.key === 'warming-up')).toMatchObject({ progress: 0, maxProgress: 3, earnedAt: null, icon: 'Flame' });

    const before = Date.now();
    await completeModule(context, user, 4);
    await completeModule(context, user, 5);
    const after = (await call('GET', GAMIFICATION_URLS.achievements, user)).json();
    expect(after.earned.map((entry: { key: string }) => entry.key)).toEqual(['first-module']);
    expect(Date.parse(after.earned[0].earnedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(after.inProgress.find((entry: { key: string }) => entry.key === 'learning-enthusiast')).toMatchObject({
      name: 'Learning Enthusiast',
      description: 'Complete 5 learning modules',
      points: 100,
      icon: 'BookOpen',
      progress: 2,
      maxProgress: 5,
      earnedAt: null,
    });
  });

  it('gives the overview: level, streak, terms mastered, recent achievements and top sources', async () => {
    const user = await registerUser(context.app);
    await completeModule(context, user, 6);
    await reviewTerm(context, user, 2);
    await reviewTerm(context, user, 3);
    const overview = (await call('GET', GAMIFICATION_URLS.overview, user)).json();
    expect(overview).toMatchObject({ dayStreak: 1, termsMastered: 2, achievementsEarned: 2, achievementsTotal: ACHIEVEMENTS.length, level: 0, nextLevelAt: 500 });
    expect(overview.recentAchievements.map((entry: { key: string }) => entry.key).sort()).toEqual(['first-module', 'first-term']);
    expect(overview.topSources).toEqual([
      { source: 'learningModules', points: POINTS.moduleCompleted + 25 },
      { source: 'vocabularyMastered', points: 2 * POINTS.termMastered + 25 },
      { source: 'dailyLogins', points: POINTS.dailyLogin },
    ]);
    const points = (await call('GET', GAMIFICATION_URLS.points, user)).json();
    expect(points.total).toBe(overview.total);
    expect(points.nextRewards.map((reward: { kind: string }) => reward.kind)).toEqual(['level', 'premium', 'achievement']);
    expect(points.nextRewards[1]).toMatchObject({ target: 5000, current: points.total });
  });

  it("words achievements and next rewards in the reader's language, and the live toast in the account's", async () => {
    const user = await registerUser(context.app);
    expect((await as(context.app, user).put('/api/language', { language: 'es' })).statusCode).toBeLessThan(300);
    const events: Array<{ type: string; name?: string }> = [];
    await context.app.services.userChannel.subscribeUser(user.id, (event) => void events.push(event));
    await completeModule(context, user, 1);
    const achievements = (await call('GET', GAMIFICATION_URLS.achievements, user)).json();
    expect(achievements.earned[0]).toMatchObject({ key: 'first-module', name: 'Primera lección', description: 'Completa tu primer módulo de aprendizaje' });
    const points = (await call('GET', GAMIFICATION_URLS.points, user)).json();
    expect(points.nextRewards[0].title).toBe('Nivel 1');
    expect(points.nextRewards[0].description).toMatch(/^Faltan \d+ puntos$/);
    expect(points.nextRewards[1].title).toBe('Funciones premium de match');
    await expect.poll(() => events.find((event) => event.type === 'achievement_earned')?.name).toBe('Primera lección');
    // English readers keep the catalogue's own words.
    const english = await registerUser(context.app);
    expect((await call('GET', GAMIFICATION_URLS.points, english)).json().nextRewards[0].title).toBe('Level 1');
  });

  it('gives vocabulary learned, mastered and total, the streak and today', async () => {
    const user = await registerUser(context.app);
    await reviewTerm(context, user, 10);
    await reviewTerm(context, user, 11);
    await reviewTerm(context, user, 12, { mastered: false });
    const stats = (await call('GET', GAMIFICATION_URLS.learning, user)).json();
    const today = calendarDay(new Date(), 'UTC');
    expect(stats.vocabulary).toMatchObject({ learned: 3, mastered: 2 });
    expect(stats.vocabulary.total).toBeGreaterThanOrEqual(100);
    expect(stats.streak).toEqual({ currentStreak: 1, longestStreak: 1, lastActivityDate: today, freezes: 0, today });
    expect(stats.modules.completed).toBe(0);
    expect(stats.modules.total).toBeGreaterThan(0);
  });
});

describe('daily login', () => {
  it('scores once per calendar day, on sign-in or on the first visit of the app', async () => {
    const user = await registerUser(context.app);
    expect((await dailyLoginRows(user.id)).map((row) => row.points)).toEqual([POINTS.dailyLogin]);

    const login = await call('POST', '/api/auth/login', undefined, { username: user.username, password: user.password });
    const cookie = sessionCookieFrom(login);
    const visit = () => as(context.app, { cookie }).post(VISITS_URL);
    const visits = await Promise.all(Array.from({ length: 5 }, visit));
    expect(visits.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await dailyLoginRows(user.id)).toHaveLength(1);

    // Move the user to a zone where it is already another calendar day: a session check only reads, the next
    // visit is that day's login.
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    await context.database.db.update(users).set({ timeZone: zone }).where(eq(users.id, user.id));
    expect((await as(context.app, { cookie }).get('/api/auth/status')).statusCode).toBe(200);
    expect(await dailyLoginRows(user.id)).toHaveLength(1);
    expect((await visit()).statusCode).toBe(200);
    const rows = await dailyLoginRows(user.id);
    expect(rows.map((row) => row.idempotencyKey).sort()).toEqual([`daily-login:${calendarDay(new Date(), 'UTC')}`, `daily-login:${calendarDay(new Date(), zone)}`].sort());
    const loginDays = await context.database.db
      .select()
      .from(activityDays)
      .where(and(eq(activityDays.userId, user.id), eq(activityDays.kind, 'login')));
    expect(loginDays).toHaveLength(2);
  });

  it('records a later day once even when 20 requests race', async () => {
    const user = await registerUser(context.app);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => recordDailyLogin(deps, user.id, tomorrow)));
    expect(results.filter((result) => result?.isNew)).toHaveLength(1);
    expect(await dailyLoginRows(user.id)).toHaveLength(2);
  });
});

describe('profile completeness', () => {
  it('scores once, when every learning-profile field is filled', async () => {
    const user = await registerUser(context.app);
    const partial = await call('PATCH', '/api/users/profile', user, { learningGoals: ['Understand tokenomics'], learningInterests: ['DeFi'] });
    expect(partial.statusCode).toBe(200);
    expect(await ledgerRows(context.database.db, user.id, 'profile-complete')).toEqual([]);

    const complete = { expertiseAreas: ['Bitcoin'], preferredLearningStyle: 'Visual', communicationStyle: 'Direct' };
    expect((await call('PATCH', '/api/users/profile', user, complete)).statusCode).toBe(200);
    expect((await call('PATCH', '/api/users/profile', user, { displayName: 'Renamed User' })).statusCode).toBe(200);
    const [row] = await context.database.db.select().from(users).where(eq(users.id, user.id));
    await Promise.all(Array.from({ length: 20 }, () => awardProfileCompleteness(deps, row!)));
    expect((await ledgerRows(context.database.db, user.id, 'profile-complete')).map((entry) => [entry.source, entry.points])).toEqual([['profileCompleteness', POINTS.profileComplete]]);
  });
});
