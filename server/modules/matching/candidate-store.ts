/**
 * The candidate index's packed layout and scan (docs/decisions/037-candidate-profile-classes-and-prepared-round-trips.md). Users are grouped into profile classes:
 * everyone with the same topics, interests and styles (encoded by candidate-score.ts) shares one class, and
 * only the traits and last activity are held per user. A scan bounds the score of each class from the
 * topics and styles (a table lookup), computes the interests for the classes that pass (personality at its
 * maximum) and scores only the members of classes that can still enter the top K. It visits the classes
 * best bound first and stops at the first that cannot enter; when emptied classes (classes are never
 * freed) outnumber the users, by id instead, skipping each that cannot. Either way the exact top K.
 */
import type { MatchProfile } from './match-score';
import { ProfileEncoder, TRAIT_COUNT, type CandidateScorer } from './candidate-score';

/** What the index stores of a user: their match profile, last activity (the tie-break), ban and birth month. */
export interface IndexedUser extends MatchProfile {
  lastActiveAt: Date;
  banned: boolean;
  /** `monthNumber` of the birth month (shared/constants/age.ts); null while an older account has not answered. */
  birthMonth: number | null;
}

/** Held for a user without a birth month: later than any `bornBy`, so never a candidate. */
const NOT_ANSWERED = 0x7fffffff;

export interface RankedCandidate {
  userId: number;
  score: number;
}

/** Scores are integers 0..100: the classes are ordered by bound with one counting pass. */
const MAX_SCORE = 100;

function grown<T extends Uint8Array | Int32Array | Uint32Array | Float64Array>(old: T, size: number): T {
  const next = new (old.constructor as new (length: number) => T)(size);
  next.set(old);
  return next;
}

/** Distinct masks by id (from 0). */
class MaskTable {
  private readonly ids = new Map<number, number>();
  private masks = new Uint32Array(64);

  get size(): number {
    return this.ids.size;
  }

  idOf(mask: number): number {
    let id = this.ids.get(mask);
    if (id === undefined) {
      id = this.ids.size;
      if (id >= this.masks.length) this.masks = grown(this.masks, this.masks.length * 2);
      this.masks[id] = mask;
      this.ids.set(mask, id);
    }
    return id;
  }

  /** `into[id] = value(mask)` for every mask. */
  map<T extends Uint8Array | Uint16Array>(value: (mask: number) => number, into: T): T {
    for (let id = 0; id < into.length; id++) into[id] = value(this.masks[id] as number);
    return into;
  }
}

export class CandidateStore {
  private readonly encoder = new ProfileEncoder();
  // Per user, by id. classOf 0 = not held; members of a class form a doubly linked list (0 ends it).
  private capacity = 0;
  private classOf = new Int32Array(0);
  private next = new Int32Array(0);
  private previous = new Int32Array(0);
  private traits = new Uint8Array(0);
  private lastActive = new Float64Array(0);
  private born = new Int32Array(0);
  // Per class, by class id (from 1).
  private readonly classIds = new Map<string, number>();
  private classCount = 0;
  private classTeach = new Uint32Array(1);
  private classLearn = new Uint32Array(1);
  private classTeachId = new Uint32Array(1);
  private classLearnId = new Uint32Array(1);
  private classInterests = new Uint32Array(1);
  private classShape = new Uint8Array(1);
  private head = new Int32Array(1);
  private members = new Int32Array(1);
  // The distinct teach and learn masks (far fewer than classes): a scan counts topic overlaps once per mask.
  private readonly teachMasks = new MaskTable();
  private readonly learnMasks = new MaskTable();
  private count = 0;

  /** Users held (with a personality, not banned). */
  get size(): number {
    return this.count;
  }

  /** Profile classes seen (each holds one or more users, or none any more). */
  get classes(): number {
    return this.classCount;
  }

  /** Bytes of the typed arrays. */
  get bytes(): number {
    return this.capacity * (4 + 4 + 4 + TRAIT_COUNT + 8 + 4) + this.classTeach.length * (4 + 4 + 4 + 4 + 4 + 1 + 4 + 4);
  }

  private growUsers(id: number): void {
    if (id < this.capacity) return;
    const capacity = Math.max(1024, id + 1, this.capacity * 2);
    this.classOf = grown(this.classOf, capacity);
    this.next = grown(this.next, capacity);
    this.previous = grown(this.previous, capacity);
    this.traits = grown(this.traits, capacity * TRAIT_COUNT);
    this.lastActive = grown(this.lastActive, capacity);
    this.born = grown(this.born, capacity);
    this.capacity = capacity;
  }

  private classFor(teach: number, learn: number, interests: number, shape: number): number {
    const key = `${teach}.${learn}.${interests}.${shape}`;
    const known = this.classIds.get(key);
    if (known !== undefined) return known;
    const id = ++this.classCount;
    if (id >= this.classTeach.length) {
      const size = this.classTeach.length * 2;
      this.classTeach = grown(this.classTeach, size);
      this.classLearn = grown(this.classLearn, size);
      this.classTeachId = grown(this.classTeachId, size);
      this.classLearnId = grown(this.classLearnId, size);
      this.classInterests = grown(this.classInterests, size);
      this.classShape = grown(this.classShape, size);
      this.head = grown(this.head, size);
      this.members = grown(this.members, size);
    }
    this.classTeach[id] = teach;
    this.classLearn[id] = learn;
    this.classTeachId[id] = this.teachMasks.idOf(teach);
    this.classLearnId[id] = this.learnMasks.idOf(learn);
    this.classInterests[id] = interests;
    this.classShape[id] = shape;
    this.classIds.set(key, id);
    return id;
  }

  private unlink(id: number): void {
    const cls = this.classOf[id] as number;
    const before = this.previous[id] as number;
    const after = this.next[id] as number;
    if (before === 0) this.head[cls] = after;
    else this.next[before] = after;
    if (after !== 0) this.previous[after] = before;
    this.members[cls] = (this.members[cls] as number) - 1;
    this.classOf[id] = 0;
  }

  private link(id: number, cls: number): void {
    const first = this.head[cls] as number;
    this.next[id] = first;
    this.previous[id] = 0;
    if (first !== 0) this.previous[first] = id;
    this.head[cls] = id;
    this.members[cls] = (this.members[cls] as number) + 1;
    this.classOf[id] = cls;
  }

  /** Adds or replaces a user (a banned user is removed). */
  put(user: IndexedUser): void {
    const id = user.userId;
    if (!Number.isInteger(id) || id <= 0) return;
    if (user.banned) return this.remove(id);
    this.growUsers(id);
    const encoded = this.encoder.encode(user);
    const cls = this.classFor(encoded.teach, encoded.learn, encoded.interests, encoded.shape);
    const held = this.classOf[id] as number;
    if (held !== cls) {
      if (held === 0) this.count++;
      else this.unlink(id);
      this.link(id, cls);
    }
    this.traits.set(encoded.traits, id * TRAIT_COUNT);
    this.lastActive[id] = user.lastActiveAt.getTime();
    this.born[id] = user.birthMonth ?? NOT_ANSWERED;
  }

  /** A user who is gone, banned or lost their personality. */
  remove(userId: number): void {
    if (userId > 0 && userId < this.capacity && this.classOf[userId] !== 0) {
      this.unlink(userId);
      this.count--;
    }
  }

  /** Classes with members, best topic bound first, and that bound for each. */
  private classesByBound(scorer: CandidateScorer): { order: Int32Array; bound: Uint8Array } {
    const rows = this.teachMasks.map((mask) => scorer.theyTeachMeRow(mask), new Uint16Array(this.teachMasks.size));
    const ys = this.learnMasks.map((mask) => scorer.iTeachThem(mask), new Uint8Array(this.learnMasks.size));
    const { members, classTeachId, classLearnId, classShape } = this;
    const bound = new Uint8Array(this.classCount + 1);
    const starts = new Int32Array(MAX_SCORE + 2);
    let used = 0;
    for (let cls = 1; cls <= this.classCount; cls++) {
      if (members[cls] === 0) continue;
      const value = scorer.topicBoundAt((rows[classTeachId[cls] as number] as number) + (ys[classLearnId[cls] as number] as number), classShape[cls] as number);
      bound[cls] = value;
      starts[MAX_SCORE - value + 1] = (starts[MAX_SCORE - value + 1] as number) + 1;
      used++;
    }
    for (let rank = 1; rank <= MAX_SCORE + 1; rank++) starts[rank] = (starts[rank] as number) + (starts[rank - 1] as number);
    const order = new Int32Array(used);
    for (let cls = 1; cls <= this.classCount; cls++) {
      if (members[cls] === 0) continue;
      const rank = MAX_SCORE - (bound[cls] as number);
      const at = starts[rank] as number;
      order[at] = cls;
      starts[rank] = at + 1;
    }
    return { order, bound };
  }

  /**
   * The `limit` best candidates for `me` by the exact score, best first (equal scores: most recently active
   * first, then the lower id), never `me` nor anyone in `excluded`, and only users born in or before the
   * month `bornBy` (a `monthNumber`: the age gate, docs/decisions/045-age-gate.md). Age is checked per
   * member before scoring, against the caller's date, so nobody needs reloading the month they turn 18.
   */
  best(me: MatchProfile, excluded: ReadonlySet<number>, limit: number, bornBy: number): RankedCandidate[] {
    if (limit <= 0) return [];
    const scorer = this.encoder.scorerFor(me);
    // Best classes first; when emptied classes outnumber the users, every class by id, each bounded as it comes.
    const ordered = this.classCount <= this.count ? this.classesByBound(scorer) : undefined;
    const rows = ordered ? undefined : this.teachMasks.map((mask) => scorer.theyTeachMeRow(mask), new Uint16Array(this.teachMasks.size));
    const ys = ordered ? undefined : this.learnMasks.map((mask) => scorer.iTeachThem(mask), new Uint8Array(this.learnMasks.size));
    const { next, traits, lastActive, born, members, classTeachId, classLearnId, classShape } = this;
    // The top list, kept best first; a candidate must beat its last entry once it is full.
    const ids: number[] = [];
    const scores: number[] = [];
    const ahead = (score: number, id: number, index: number) => {
      const other = ids[index] as number;
      const otherScore = scores[index] as number;
      if (score !== otherScore) return score > otherScore;
      const active = lastActive[id] as number;
      const otherActive = lastActive[other] as number;
      return active !== otherActive ? active > otherActive : id < other;
    };
    let floor = -1;

    const classes = ordered ? ordered.order.length : this.classCount;
    for (let index = 0; index < classes; index++) {
      let cls: number;
      if (ordered) {
        cls = ordered.order[index] as number;
        // By falling topic bound: once it is below the last entry, nobody left can enter.
        if ((ordered.bound[cls] as number) < floor) break;
      } else {
        cls = index + 1;
        if (members[cls] === 0) continue;
        const row = (rows?.[classTeachId[cls] as number] as number) + (ys?.[classLearnId[cls] as number] as number);
        if (scorer.topicBoundAt(row, classShape[cls] as number) < floor) continue;
      }
      const teach = this.classTeach[cls] as number;
      const learn = this.classLearn[cls] as number;
      const interests = this.classInterests[cls] as number;
      const shape = this.classShape[cls] as number;
      const withoutTraits = scorer.traitBound(teach, learn, interests, shape);
      if (withoutTraits < floor) continue;
      for (let id = this.head[cls] as number; id !== 0; id = next[id] as number) {
        if (withoutTraits === floor && !ahead(floor, id, limit - 1)) continue;
        if ((born[id] as number) > bornBy || id === me.userId || excluded.has(id)) continue;
        const score = scorer.score(teach, learn, interests, shape, traits, id * TRAIT_COUNT);
        if (ids.length === limit && !ahead(score, id, limit - 1)) continue;
        let at = ids.length;
        while (at > 0 && ahead(score, id, at - 1)) at--;
        ids.splice(at, 0, id);
        scores.splice(at, 0, score);
        if (ids.length > limit) {
          ids.pop();
          scores.pop();
        }
        if (ids.length === limit) floor = scores[limit - 1] as number;
      }
    }
    return ids.map((userId, index) => ({ userId, score: scores[index] as number }));
  }
}
