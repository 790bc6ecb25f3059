import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, ADULT_BIRTH, createTestContext, registerUser, type TestContext, type TestUser } from '../../test/test-app';
import { makeModerator } from '../safety/safety-test-helpers';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

let counter = 0;
const register = (overrides: object) =>
  as(context.app, null).post('/api/auth/register', {
    username: `guard${++counter}_${Date.now() % 1e6}`,
    displayName: 'Plain Name',
    password: 'correct-horse-battery',
    ...ADULT_BIRTH,
    ...overrides,
  });
const editProfile = (user: TestUser, payload: object) => as(context.app, user).patch('/api/users/profile', payload);

const TWELVE_SHORT = 'act add age aim air all ask art bag bar bid box';

describe('names that read as staff or hold a seed phrase', () => {
  it('refuses a homoglyph staff display name and username at registration with a clear 400', async () => {
    const response = await register({ displayName: 'C\u03BFinmates Support' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'NAME_RESERVED', message: expect.stringContaining('staff') });
    expect((await register({ username: 'real_supp0rt' })).statusCode).toBe(400);
    expect((await register({ displayName: 'Alice' })).statusCode).toBe(201);
  });

  it('refuses them on profile edit, and a name that copies a moderator', async () => {
    const moderator = await registerUser(context.app, { username: `ramona_${Date.now() % 1e6}`, displayName: 'Ramona Tellez' });
    await makeModerator(context, moderator);
    const user = await registerUser(context.app);
    for (const displayName of ['Official Admin', moderator.username.replace('a', '\u0430'), moderator.username]) {
      const response = await editProfile(user, { displayName });
      expect(response.statusCode, displayName).toBe(400);
      expect(response.json().code).toBe('NAME_RESERVED');
    }
    // A moderator may keep the staff words in their own name.
    expect((await editProfile(moderator, { displayName: 'Ramona (moderator)' })).statusCode).toBe(200);
  });

  it('refuses a Greek or Cyrillic look-alike of a moderator\u2019s display name, at registration and on profile edit', async () => {
    const stamp = Date.now() % 1e6;
    const moderator = await registerUser(context.app, { username: `mod_${stamp}`, displayName: 'Nikolai Petrov' });
    await makeModerator(context, moderator);
    // Cyrillic о and і, Greek α and ο, other case and spacing: each reads as the moderator's name.
    const lookAlikes = ['Nik\u043Elai Petrov', 'Nikol\u03B1i Petr\u03BFv', 'N\u0456kola\u0456 Petrov', 'nikolai  petrov'];
    for (const displayName of lookAlikes) {
      const registration = await register({ displayName });
      expect(registration.statusCode, displayName).toBe(400);
      expect(registration.json()).toMatchObject({ code: 'NAME_RESERVED' });
    }
    const user = await registerUser(context.app, { displayName: 'Nikolai P' });
    for (const displayName of ['Nik\u03BFlai Petr\u03BFv', 'Nikol\u0430i Petrov', 'Nikolai Petrov']) {
      const response = await editProfile(user, { displayName });
      expect(response.statusCode, displayName).toBe(400);
      expect(response.json().code).toBe('NAME_RESERVED');
    }
    // Matched whole: a longer or different name stays free, and the refused edit changed nothing.
    expect((await editProfile(user, { displayName: 'Nikolai Petrovich' })).statusCode).toBe(200);
    expect((await editProfile(user, { displayName: 'Nikolai' })).statusCode).toBe(200);
    // The moderator keeps (and may re-save) their own name, and may save the rest of their profile.
    expect((await editProfile(moderator, { displayName: 'Nikolai Petrov', learningInterests: ['Bitcoin'] })).statusCode).toBe(200);
    // A user whose existing name a moderator later took can still save the rest of their profile.
    const namesake = await registerUser(context.app, { displayName: 'Lena Vogt' });
    const laterModerator = await registerUser(context.app, { displayName: 'Lena Vogt' });
    await makeModerator(context, laterModerator);
    expect((await editProfile(namesake, { displayName: 'Lena Vogt', learningInterests: ['Ethereum'] })).statusCode).toBe(200);
    expect((await editProfile(namesake, { displayName: 'L\u0435na Vogt' })).statusCode).toBe(400);
  });

  it('refuses a seed phrase in a display name or an avatar URL (12 three-letter words fit in 50 characters)', async () => {
    expect(TWELVE_SHORT.length).toBeLessThanOrEqual(50);
    expect((await register({ displayName: TWELVE_SHORT })).json().code).toBe('SEED_PHRASE_BLOCKED');
    const user = await registerUser(context.app);
    expect((await editProfile(user, { displayName: TWELVE_SHORT.replace('age', '\u0430ge') })).statusCode).toBe(422);
    const avatarUrl = `https://images.example/${TWELVE_SHORT.split(' ').join('/')}.png`;
    expect((await editProfile(user, { avatarUrl })).statusCode).toBe(422);
    expect((await editProfile(user, { avatarUrl: 'https://images.example/me.png' })).statusCode).toBe(200);
  });
});
