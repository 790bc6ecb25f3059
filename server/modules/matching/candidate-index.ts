/**
 * The matching candidate index (docs/decisions/028-exact-candidates-from-a-compact-index.md): every user with a
 * personality, held in this process as a few typed arrays indexed by user id (topics and interests as bit
 * masks, styles as codes, traits as bytes; about 30 bytes a user). A matching run scans all of them with
 * the exact docs/design.md score and keeps the best K, skipping a candidate as soon as an upper bound of
 * its score (interests and personality at their maximum) cannot enter the top K. The score here is
 * `scoreMatch` (match-score.ts) computed on the encoded fields, same operations in the same order; the
 * chosen K are then read again from the database and scored by `scoreMatch` itself.
 *
 * Freshness: the index syncs from the database before each run, reading the users whose profile
 * (`users.profile_updated_at`, also stamped by a ban) or personality (`personalities.updated_at`) changed
 * since its last sync minus SYNC_OVERLAP_MS, so every instance sees every instance's writes.
 */
import { LEARNING_INTERESTS } from '../../../shared/constants/learning-profile';
import { TRAIT_KEYS, type Traits } from '../../../shared/constants/personality';
import { TOPICS } from '../../../shared/constants/topics';
import { MATCH_WEIGHTS, MUTUAL_TEACHING_BONUS } from '../../../shared/contracts/matches';
import { communicationFactor, learningStylesFactor, type MatchProfile } from './match-score';

/** What the index stores of a user: their match profile, last activity (the tie-break) and ban. */
export interface IndexedUser extends MatchProfile {
  lastActiveAt: Date;
  banned: boolean;
}

export interface IndexSource {
  /** The database's clock (`now()`), so the watermark never depends on this machine's clock. */
  now(): Promise<Date>;
  /** Users with a personality and an id above `afterId`, ascending by id, at most `limit`. */
  page(afterId: number, limit: number): Promise<IndexedUser[]>;
  /** Users whose profile or personality changed at or after `since` (with a personality), and the
   *  database's clock, read in one statement. */
  changedSince(since: Date): Promise<{ now: Date; rows: IndexedUser[] }>;
}

export interface RankedCandidate {
  userId: number;
  score: number;
}

/** A transaction that stamped a row this long before it committed is still seen by the next sync. */
export const SYNC_OVERLAP_MS = 60_000;
const PAGE_SIZE = 10_000;
const FULL_COVERAGE_TOPICS = 3;
const STYLE_CODES = 8;

const TOPIC_BIT = new Map(Object.keys(TOPICS).map((topic, index) => [topic, index]));
const INTEREST_BIT = new Map<string, number>(LEARNING_INTERESTS.map((interest, index) => [interest, index]));
const TRAIT_COUNT = TRAIT_KEYS.length;

/** Bit mask of the known values; values outside the option lists cannot come through the API. */
function maskOf(values: readonly string[], bits: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const value of values) {
    const bit = bits.get(value);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask >>> 0;
}

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Style codes (0 = none) with the factor of every pair taken from match-score.ts itself, so the two can
 * never disagree. A style nobody configured gets a new code the first time it is seen.
 */
class StyleCodes {
  private readonly codes = new Map<string, number>();
  private readonly names: (string | null)[] = [null];
  private table: number[][] = [];

  constructor(
    known: readonly string[],
    private readonly factor: (a: string | null, b: string | null) => number,
  ) {
    for (const name of known) this.code(name);
  }

  code(name: string | null): number {
    if (!name) return 0;
    let code = this.codes.get(name);
    if (code === undefined) {
      // Three bits: the five options, none, and two more; anything else shares the last code.
      if (this.names.length >= STYLE_CODES) return STYLE_CODES - 1;
      code = this.names.length;
      this.codes.set(name, code);
      this.names.push(name);
      this.table = [];
    }
    return code;
  }

  /** factor(mine, theirs) for every code of theirs (STYLE_CODES entries; unused codes 0). */
  rowFor(mine: number): number[] {
    if (this.table.length !== this.names.length) {
      this.table = this.names.map((a) => Array.from({ length: STYLE_CODES }, (_, b) => (b < this.names.length ? round2(this.factor(a, this.names[b] ?? null)) : 0)));
    }
    return this.table[mine] as number[];
  }
}

const NO_PROFILE = { userId: 0, teachTopics: [], learnTopics: [], learningInterests: [], traits: {} as Traits };
const styleFactor = (a: string | null, b: string | null) =>
  learningStylesFactor({ ...NO_PROFILE, preferredLearningStyle: a, communicationStyle: null }, { ...NO_PROFILE, preferredLearningStyle: b, communicationStyle: null });
const commFactor = (a: string | null, b: string | null) =>
  communicationFactor({ ...NO_PROFILE, preferredLearningStyle: null, communicationStyle: a }, { ...NO_PROFILE, preferredLearningStyle: null, communicationStyle: b });

export class CandidateIndex {
  private capacity = 0;
  private maxId = 0;
  private present = new Uint8Array(0);
  private teach = new Uint32Array(0);
  private learn = new Uint32Array(0);
  private interests = new Uint32Array(0);
  /** min(3, number of wanted topics) | learning style code << 2 | communication style code << 5. */
  private shape = new Uint8Array(0);
  private traits = new Uint8Array(0);
  private lastActive = new Float64Array(0);
  private readonly styles = new StyleCodes(['Visual', 'Reading/Writing', 'Auditory', 'Kinesthetic', 'Mixed'], styleFactor);
  private readonly comms = new StyleCodes(['Direct', 'Analytical', 'Casual', 'Supportive', 'Formal'], commFactor);
  private watermark: Date | undefined;
  /** Syncs run one after another, so an older read never overwrites a newer one. */
  private queue: Promise<unknown> = Promise.resolve();
  private count = 0;

  /** Users held (with a personality, not banned). */
  get size(): number {
    return this.count;
  }

  /** Bytes of the typed arrays. */
  get bytes(): number {
    return this.capacity * (1 + 4 + 4 + 4 + 1 + TRAIT_COUNT + 8);
  }

  /** Loads everything the first time, then only what changed since the last sync. */
  sync(source: IndexSource): Promise<void> {
    const next = this.queue.then(() => this.syncNow(source));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async syncNow(source: IndexSource): Promise<void> {
    if (this.watermark === undefined) {
      const now = await source.now();
      for (let afterId = 0; ; ) {
        const rows = await source.page(afterId, PAGE_SIZE);
        for (const row of rows) this.put(row);
        if (rows.length < PAGE_SIZE) break;
        afterId = (rows[rows.length - 1] as IndexedUser).userId;
      }
      this.watermark = now;
    } else {
      const { now, rows } = await source.changedSince(new Date(this.watermark.getTime() - SYNC_OVERLAP_MS));
      for (const row of rows) this.put(row);
      this.watermark = now;
    }
  }

  private grow(id: number): void {
    if (id < this.capacity) return;
    const capacity = Math.max(1024, id + 1, this.capacity * 2);
    const grown = <T extends Uint8Array | Uint32Array | Float64Array>(old: T, size: number): T => {
      const next = new (old.constructor as new (length: number) => T)(size);
      next.set(old);
      return next;
    };
    this.present = grown(this.present, capacity);
    this.teach = grown(this.teach, capacity);
    this.learn = grown(this.learn, capacity);
    this.interests = grown(this.interests, capacity);
    this.shape = grown(this.shape, capacity);
    this.traits = grown(this.traits, capacity * TRAIT_COUNT);
    this.lastActive = grown(this.lastActive, capacity);
    this.capacity = capacity;
  }

  /** Adds or replaces a user (a banned user is removed). */
  put(user: IndexedUser): void {
    const id = user.userId;
    if (!Number.isInteger(id) || id <= 0) return;
    if (user.banned) return this.remove(id);
    this.grow(id);
    if (!this.present[id]) this.count++;
    this.present[id] = 1;
    this.teach[id] = maskOf(user.teachTopics, TOPIC_BIT);
    this.learn[id] = maskOf(user.learnTopics, TOPIC_BIT);
    this.interests[id] = maskOf(user.learningInterests, INTEREST_BIT);
    this.shape[id] =
      Math.min(FULL_COVERAGE_TOPICS, user.learnTopics.length) | (this.styles.code(user.preferredLearningStyle) << 2) | (this.comms.code(user.communicationStyle) << 5);
    TRAIT_KEYS.forEach((key, index) => {
      this.traits[id * TRAIT_COUNT + index] = Math.max(0, Math.min(100, Math.round(user.traits[key] ?? 0)));
    });
    this.lastActive[id] = user.lastActiveAt.getTime();
    if (id > this.maxId) this.maxId = id;
  }

  /** A user who is gone, banned or lost their personality. */
  remove(userId: number): void {
    if (userId < this.capacity && this.present[userId]) {
      this.present[userId] = 0;
      this.count--;
    }
  }

  /**
   * The `limit` best candidates for `me` by the exact score, best first (equal scores: most recently active
   * first, then the lower id), never `me` nor anyone in `excluded`. Scans every held user.
   */
  best(me: MatchProfile, excluded: ReadonlySet<number>, limit: number): RankedCandidate[] {
    const myTeach = maskOf(me.teachTopics, TOPIC_BIT);
    const myLearn = maskOf(me.learnTopics, TOPIC_BIT);
    const myInterests = maskOf(me.learningInterests, INTEREST_BIT);
    const myInterestCount = popcount(myInterests);
    const myWanted = Math.min(FULL_COVERAGE_TOPICS, me.learnTopics.length);
    const styleRow = this.styles.rowFor(this.styles.code(me.preferredLearningStyle));
    const commRow = this.comms.rowFor(this.comms.code(me.communicationStyle));
    const myTraits = TRAIT_KEYS.map((key) => Math.max(0, Math.min(100, Math.round(me.traits[key] ?? 0))));
    const { knowledgeExchange: wKe, learningInterests: wLi, learningStyles: wLs, communication: wC, personalityFit: wP } = MATCH_WEIGHTS;
    // teachingCoverage(me, them) from how many of their wanted topics I teach and min(3, how many they want),
    // teachingCoverage(them, me) from how many of mine they teach, as in match-score.ts.
    const iTeachOf = (shared: number, wanted: number) => (wanted === 0 ? 0 : Math.min(1, shared / wanted));
    const theyTeachOf = (shared: number) => (myWanted === 0 ? 0 : Math.min(1, shared / myWanted));

    // Upper bound of the score (interests and personality at their maximum) for every (topics they teach me,
    // topics I teach them, shape): one lookup per candidate decides whether the rest is worth computing.
    const ySize = popcount(myTeach) + 1;
    const bounds = new Float64Array((popcount(myLearn) + 1) * ySize * 256);
    for (let x = 0; x * ySize < bounds.length / 256; x++) {
      for (let y = 0; y < ySize; y++) {
        for (let wanted = 0; wanted <= FULL_COVERAGE_TOPICS; wanted++) {
          const iTeach = iTeachOf(y, wanted);
          const theyTeach = theyTeachOf(x);
          const ke = round2((iTeach + theyTeach) / 2);
          const bonus = iTeach > 0 && theyTeach > 0 ? MUTUAL_TEACHING_BONUS : 0;
          for (let styles = 0; styles < STYLE_CODES * STYLE_CODES; styles++) {
            const ls = styleRow[styles & 7] as number;
            const c = commRow[styles >> 3] as number;
            bounds[((x * ySize + y) << 8) | (styles << 2) | wanted] = Math.min(100, Math.round((wKe * ke + wLi * 1 + wLs * ls + wC * c + wP * 1) * 100 + bonus));
          }
        }
      }
    }

    // The top list, kept sorted best first; `floor` is the score a candidate must reach to enter it.
    const ids: number[] = [];
    const scores: number[] = [];
    let floor = -1;
    /** Last activity of the last on the list: a candidate that can at best tie with it must be more recent. */
    let floorActive = Infinity;
    const { present, teach, learn, interests, shape, traits, lastActive } = this;

    for (let id = 1; id <= this.maxId; id++) {
      if (present[id] === 0) continue;
      const x = popcount((teach[id] as number) & myLearn);
      const y = popcount((learn[id] as number) & myTeach);
      const form = shape[id] as number;
      const bound = bounds[((x * ySize + y) << 8) | form] as number;
      if (bound < floor || (bound === floor && (lastActive[id] as number) <= floorActive) || id === me.userId || excluded.has(id)) continue;

      const iTeach = iTeachOf(y, form & 3);
      const theyTeach = theyTeachOf(x);
      const ke = round2((iTeach + theyTeach) / 2);
      const bonus = iTeach > 0 && theyTeach > 0 ? MUTUAL_TEACHING_BONUS : 0;
      const ls = styleRow[(form >> 2) & 7] as number;
      const c = commRow[form >> 5] as number;
      const theirInterests = interests[id] as number;
      const shared = popcount(theirInterests & myInterests);
      const union = myInterestCount + popcount(theirInterests) - shared;
      const li = union === 0 ? 0 : round2(shared / union);
      // Personality at its maximum: most candidates stop here, before the traits.
      const withoutTraits = Math.min(100, Math.round((wKe * ke + wLi * li + wLs * ls + wC * c + wP * 1) * 100 + bonus));
      if (withoutTraits < floor || (withoutTraits === floor && (lastActive[id] as number) <= floorActive)) continue;
      let difference = 0;
      const base = id * TRAIT_COUNT;
      for (let index = 0; index < TRAIT_COUNT; index++) difference += Math.abs((myTraits[index] as number) - (traits[base + index] as number));
      const p = round2(1 - difference / TRAIT_COUNT / 100);
      const score = Math.min(100, Math.round((wKe * ke + wLi * li + wLs * ls + wC * c + wP * p) * 100 + bonus));
      if (score < floor) continue;

      // Insert in order: higher score, then more recent activity, then lower id (ids only grow here).
      let at = ids.length;
      while (at > 0) {
        const other = ids[at - 1] as number;
        const otherScore = scores[at - 1] as number;
        if (otherScore > score || (otherScore === score && (lastActive[other] as number) >= (lastActive[id] as number))) break;
        at--;
      }
      if (at >= limit) continue;
      ids.splice(at, 0, id);
      scores.splice(at, 0, score);
      if (ids.length > limit) {
        ids.pop();
        scores.pop();
      }
      if (ids.length === limit) {
        floor = scores[limit - 1] as number;
        floorActive = lastActive[ids[limit - 1] as number] as number;
      }
    }
    return ids.map((userId, index) => ({ userId, score: scores[index] as number }));
  }
}
