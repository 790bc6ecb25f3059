/**
 * Seeding for the matching benchmark (bench/matching.ts): a throwaway PostgreSQL database with N users whose
 * learning profiles are random subsets of the real option lists (popular options more likely), topics derived
 * exactly as the profile service derives them, a personality each, a spread of activity and some matches.
 * Every user is drawn here by default, so a million users have as many distinct profiles as real ones would.
 * With `drawn` below the total (bench/matching.ts: BENCH_REPEAT_PROFILES=1), only the first `drawn` are: the
 * database repeats their learning profiles with generate_series and draws new traits, activity and matches
 * with random(), which seeds faster but leaves far fewer distinct profiles (about 81,000 profile classes at
 * 1,000,000 users instead of about 750,000).
 */
import pg from 'pg';
import { TRAIT_KEYS, type Traits } from '../../shared/constants/personality';
import { COMMUNICATION_STYLES, EXPERTISE_AREAS, LEARNING_GOALS, LEARNING_INTERESTS, LEARNING_STYLES, type ExpertiseArea } from '../../shared/constants/learning-profile';
import { learnTopicsFor, teachTopicsFor } from '../../shared/constants/topics';
import { nearestArchetype } from '../../server/modules/profile/personality';
import { seededRandom } from '../../server/test/seeded-random';

const BATCH_SIZE = 5_000;
/** Users the database generates per statement when it repeats drawn profiles. */
const REPEAT_CHUNK = 100_000;
const DAY_MS = 86_400_000;

/** `count` distinct options; earlier options (the spec lists the popular ones first) are picked more often. */
function pickSome<T>(random: () => number, options: readonly T[], count: number): T[] {
  const weights = options.map((_, index) => 1 / (index + 1) ** 0.6);
  const picked = new Set<T>();
  while (picked.size < Math.min(count, options.length)) {
    let roll = random() * weights.reduce((sum, weight) => sum + weight, 0);
    for (let index = 0; index < options.length; index++) {
      roll -= weights[index] as number;
      if (roll <= 0) {
        picked.add(options[index] as T);
        break;
      }
    }
  }
  return [...picked];
}

const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const oneOf = <T>(random: () => number, options: readonly T[]) => options[Math.floor(random() * options.length)] as T;

function seedUser(random: () => number, id: number, now: number) {
  // About 15% never filled in the learning profile (it is optional), about 30% teach nothing yet.
  const hasProfile = random() >= 0.15;
  const isNewcomer = random() < 0.3;
  const expertise: ExpertiseArea[] = !hasProfile
    ? []
    : isNewcomer
      ? [oneOf(random, ['Beginner', "None yet (I'm here to learn)"] as const)]
      : pickSome(random, EXPERTISE_AREAS.slice(1, -1), between(random, 1, 3));
  const interests = hasProfile ? pickSome(random, LEARNING_INTERESTS, between(random, 0, 5)) : [];
  const goals = hasProfile ? pickSome(random, LEARNING_GOALS, between(random, 0, 3)) : [];
  const traits = Object.fromEntries(TRAIT_KEYS.map((key) => [key, between(random, 0, 100)])) as Traits;
  // Activity: most users were active in the last days, a long tail up to half a year ago.
  const lastActiveAt = now - Math.min(180 * DAY_MS, Math.floor(-Math.log(1 - random()) * 10 * DAY_MS));
  return {
    id,
    username: `bench_user_${id}`,
    username_key: `bench_user_${id}`,
    display_name: `Bench User ${id}`,
    password_hash: 'bench-not-a-real-hash',
    learning_goals: goals,
    learning_interests: interests,
    expertise_areas: expertise,
    preferred_learning_style: hasProfile && random() < 0.9 ? oneOf(random, LEARNING_STYLES) : null,
    communication_style: hasProfile && random() < 0.9 ? oneOf(random, COMMUNICATION_STYLES) : null,
    teach_topics: teachTopicsFor(expertise),
    learn_topics: learnTopicsFor(interests, goals),
    created_at: new Date(lastActiveAt - between(random, 0, 365) * DAY_MS).toISOString(),
    last_active_at: new Date(lastActiveAt).toISOString(),
    type: nearestArchetype(traits).key,
    traits,
    swipe_count: between(random, 5, 60),
  };
}

const INSERT_USERS = `
with src as (
  select * from json_to_recordset($1::json) as x(
    id int, username text, username_key text, display_name text, password_hash text,
    learning_goals text[], learning_interests text[], expertise_areas text[],
    preferred_learning_style text, communication_style text, teach_topics text[], learn_topics text[],
    created_at timestamptz, last_active_at timestamptz, type text, traits jsonb, swipe_count int)
), inserted as (
  insert into users (id, username, username_key, display_name, password_hash, learning_goals, learning_interests,
    expertise_areas, preferred_learning_style, communication_style, teach_topics, learn_topics, created_at, last_active_at,
    profile_updated_at, birth_year, birth_month)
  select id, username, username_key, display_name, password_hash, learning_goals, learning_interests,
    expertise_areas, preferred_learning_style, communication_style, teach_topics, learn_topics, created_at, last_active_at,
    created_at, 1990, 6
  from src
  returning id
)
insert into personalities (user_id, type, traits, swipe_count, updated_at)
select src.id, src.type, src.traits, src.swipe_count, src.last_active_at from src join inserted using (id)`;

const MATCH_BREAKDOWN = '{"knowledgeExchange":0.5,"learningInterests":0.3,"learningStyles":1,"communication":0.7,"personalityFit":0.8,"mutualTeachingBonus":0}';

const INSERT_MATCHES = `
insert into matches (user_low_id, user_high_id, score, breakdown, reasons)
select low, high, score, '${MATCH_BREAKDOWN}'::jsonb, '[]'::jsonb
from json_to_recordset($1::json) as x(low int, high int, score int)`;

/** Every `$1 + 1 .. $2` user copies the learning profile of user `(id - 1) % $1 + 1`, with its own activity. */
const REPEAT_USERS = `
insert into users (id, username, username_key, display_name, password_hash, learning_goals, learning_interests,
  expertise_areas, preferred_learning_style, communication_style, teach_topics, learn_topics, created_at, last_active_at,
  profile_updated_at, birth_year, birth_month)
select g, 'bench_user_' || g, 'bench_user_' || g, 'Bench User ' || g, s.password_hash, s.learning_goals, s.learning_interests,
  s.expertise_areas, s.preferred_learning_style, s.communication_style, s.teach_topics, s.learn_topics,
  t.active - floor(random() * 366) * interval '1 day', t.active, t.active - interval '1 day', s.birth_year, s.birth_month
from generate_series($2::int, $3::int) g
join users s on s.id = (g - 1) % $1::int + 1
cross join lateral (
  select now() - least(interval '180 days', -ln(1 - random()) * 10 * interval '1 day' + 0 * g * interval '1 day') as active
) t`;

const REPEAT_PERSONALITIES = (traits: string) => `
insert into personalities (user_id, type, traits, swipe_count, updated_at)
select u.id, p.type, ${traits}, 5 + floor(random() * 56)::int, u.last_active_at
from users u join personalities p on p.user_id = (u.id - 1) % $1::int + 1
where u.id between $2::int and $3::int`;

const RANDOM_MATCHES = `
insert into matches (user_low_id, user_high_id, score, breakdown, reasons)
select least(a, b), greatest(a, b), 50 + floor(random() * 51)::int, '${MATCH_BREAKDOWN}'::jsonb, '[]'::jsonb
from (select 1 + floor(random() * $1::int)::int as a, 1 + floor(random() * $1::int)::int as b from generate_series(1, $2::int)) pairs
where a <> b
on conflict do nothing`;

/** Users `drawn + 1 .. total` generated by the database from the drawn ones, in chunks of REPEAT_CHUNK. */
async function repeatInDatabase(client: pg.Client, drawn: number, total: number, seed: number): Promise<void> {
  await client.query('select setseed($1)', [(seed % 1000) / 1000]);
  const traits = `jsonb_build_object(${TRAIT_KEYS.map((key) => `'${key}', floor(random() * 101)::int`).join(', ')})`;
  for (let first = drawn + 1; first <= total; first += REPEAT_CHUNK) {
    const last = Math.min(total, first + REPEAT_CHUNK - 1);
    await client.query(REPEAT_USERS, [drawn, first, last]);
    await client.query(REPEAT_PERSONALITIES(traits), [drawn, first, last]);
  }
  await client.query(RANDOM_MATCHES, [total, total - drawn]);
}

export interface SeedSummary {
  users: number;
  matches: number;
  /** Users with at least one topic: the ones for whom matching runs at all. */
  matchableIds: number[];
}

/**
 * Inserts `total` users (ids 1..N) with personalities, then about one existing match per user, half of
 * them with recently active users (the ones the candidate query meets first), so its "not matched yet" filter
 * has real work to do. Users past `drawn` repeat the profiles of the first `drawn` (see the top of this file).
 */
export async function seedPopulation(url: string, total: number, seed: number, drawn = total): Promise<SeedSummary> {
  const random = seededRandom(seed);
  const userCount = Math.min(total, drawn);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now();
    const matchableIds: number[] = [];
    const lastActive = new Float64Array(userCount + 1);
    for (let start = 1; start <= userCount; start += BATCH_SIZE) {
      const batch = [];
      for (let id = start; id < Math.min(start + BATCH_SIZE, userCount + 1); id++) {
        const user = seedUser(random, id, now);
        if (user.teach_topics.length > 0 || user.learn_topics.length > 0) matchableIds.push(id);
        lastActive[id] = Date.parse(user.last_active_at);
        batch.push(user);
      }
      await client.query(INSERT_USERS, [JSON.stringify(batch)]);
    }
    await client.query(`select setval(pg_get_serial_sequence('users', 'id'), $1)`, [userCount]);

    const byRecency = Array.from({ length: userCount }, (_, index) => index + 1).sort((a, b) => (lastActive[b] as number) - (lastActive[a] as number));
    const pairs = new Map<string, { low: number; high: number; score: number }>();
    while (pairs.size < userCount) {
      const a = between(random, 1, userCount);
      const b = random() < 0.5 ? (byRecency[Math.floor(random() ** 3 * userCount)] as number) : between(random, 1, userCount);
      if (a === b) continue;
      const low = Math.min(a, b);
      const high = Math.max(a, b);
      pairs.set(`${low}:${high}`, { low, high, score: between(random, 50, 100) });
    }
    const pairList = [...pairs.values()];
    for (let start = 0; start < pairList.length; start += BATCH_SIZE * 4) {
      await client.query(INSERT_MATCHES, [JSON.stringify(pairList.slice(start, start + BATCH_SIZE * 4))]);
    }
    if (total > userCount) {
      await repeatInDatabase(client, userCount, total, seed);
      await client.query(`select setval(pg_get_serial_sequence('users', 'id'), $1)`, [total]);
      const drawnMatchable = new Set(matchableIds);
      for (let id = userCount + 1; id <= total; id++) if (drawnMatchable.has(((id - 1) % userCount) + 1)) matchableIds.push(id);
    }
    // What autovacuum would have done on a live database: statistics and the visibility map.
    await client.query('vacuum analyze users, personalities, matches');
    const { rows } = await client.query<{ count: string }>('select count(*) from matches');
    return { users: total, matches: Number(rows[0]?.count), matchableIds };
  } finally {
    await client.end();
  }
}
