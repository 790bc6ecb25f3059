/**
 * The docs/design.md match score on the candidate index's encoded fields (docs/decisions/037-candidate-profile-classes-and-prepared-round-trips.md): topics and
 * interests as bit masks, styles as codes, traits as bytes. Same operations in the same order as
 * `scoreMatch` (match-score.ts), and the style factors are tabulated by calling match-score.ts itself. Also
 * the gate (no teaching either way scores 0, so such candidates are pruned by their topic bound alone), and
 * the two upper bounds the scan prunes with: one from the topics and styles alone (interests and
 * personality at their maximum), one with the interests computed (personality at its maximum).
 */
import { LEARNING_INTERESTS } from '../../../shared/constants/learning-profile';
import { TRAIT_KEYS, type Traits } from '../../../shared/constants/personality';
import { TOPICS } from '../../../shared/constants/topics';
import { MATCH_WEIGHTS, MUTUAL_TEACHING_BONUS } from '../../../shared/contracts/matches';
import { communicationFactor, learningStylesFactor, type MatchProfile } from './match-score';

export const FULL_COVERAGE_TOPICS = 3;
/** Three bits per style: the five options, none, and two more. */
export const STYLE_CODES = 8;
export const TRAIT_COUNT = TRAIT_KEYS.length;

const TOPIC_BIT = new Map(Object.keys(TOPICS).map((topic, index) => [topic, index]));
const INTEREST_BIT = new Map<string, number>(LEARNING_INTERESTS.map((interest, index) => [interest, index]));

/** Bit mask of the known values; values outside the option lists cannot come through the API. */
function maskOf(values: readonly string[], bits: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const value of values) {
    const bit = bits.get(value);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask >>> 0;
}

export function popcount(value: number): number {
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
      // Anything beyond the eight codes shares the last one.
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

/** A match profile as the index holds it. `shape` = min(3, wanted topics) | learning style << 2 | communication style << 5. */
export interface EncodedProfile {
  teach: number;
  learn: number;
  interests: number;
  shape: number;
  traits: number[];
}

const traitByte = (value: number | undefined) => Math.max(0, Math.min(100, Math.round(value ?? 0)));

export class ProfileEncoder {
  private readonly styles = new StyleCodes(['Visual', 'Reading/Writing', 'Auditory', 'Kinesthetic', 'Mixed'], styleFactor);
  private readonly comms = new StyleCodes(['Direct', 'Analytical', 'Casual', 'Supportive', 'Formal'], commFactor);

  encode(profile: MatchProfile): EncodedProfile {
    return {
      teach: maskOf(profile.teachTopics, TOPIC_BIT),
      learn: maskOf(profile.learnTopics, TOPIC_BIT),
      interests: maskOf(profile.learningInterests, INTEREST_BIT),
      shape: Math.min(FULL_COVERAGE_TOPICS, profile.learnTopics.length) | (this.styles.code(profile.preferredLearningStyle) << 2) | (this.comms.code(profile.communicationStyle) << 5),
      traits: TRAIT_KEYS.map((key) => traitByte(profile.traits[key])),
    };
  }

  /** The score of `me` against any encoded profile, and its upper bounds. */
  scorerFor(me: MatchProfile): CandidateScorer {
    const mine = this.encode(me);
    return new CandidateScorer(mine, this.styles.rowFor((mine.shape >> 2) & 7), this.comms.rowFor(mine.shape >> 5));
  }
}

const { knowledgeExchange: W_KE, learningInterests: W_LI, learningStyles: W_LS, communication: W_C, personalityFit: W_P } = MATCH_WEIGHTS;

/** scoreMatch's last step: the weighted sum plus the bonus, capped. */
const total = (ke: number, li: number, ls: number, c: number, p: number, bonus: number) => Math.min(100, Math.round((W_KE * ke + W_LI * li + W_LS * ls + W_C * c + W_P * p) * 100 + bonus));

export class CandidateScorer {
  /** Topic bound by (topics they teach me, topics I teach them, their shape): `((x * ySize + y) << 8) | shape`. */
  private readonly bounds: Uint8Array;
  private readonly ySize: number;
  private readonly myInterestCount: number;
  private readonly myWanted: number;

  constructor(
    private readonly me: EncodedProfile,
    private readonly styleRow: readonly number[],
    private readonly commRow: readonly number[],
  ) {
    this.myInterestCount = popcount(me.interests);
    this.myWanted = me.shape & 3;
    this.ySize = popcount(me.teach) + 1;
    this.bounds = new Uint8Array((popcount(me.learn) + 1) * this.ySize * 256);
    this.fillTopicBounds();
  }

  /** `total` with interests and personality at 1 for every entry, its additions in the same order. */
  private fillTopicBounds(): void {
    for (let row = 0; row < this.bounds.length >> 8; row++) {
      const theyTeachMe = Math.floor(row / this.ySize);
      const iTeachThem = row % this.ySize;
      for (let wanted = 0; wanted <= FULL_COVERAGE_TOPICS; wanted++) {
        const { ke, bonus, teaches } = this.exchange(theyTeachMe, iTeachThem, wanted);
        if (!teaches) continue; // No teaching either way: the score is 0, and so is the bound (the array's zeros).
        const knowledgeAndInterests = W_KE * ke + W_LI * 1;
        for (let style = 0; style < STYLE_CODES; style++) {
          const withStyle = knowledgeAndInterests + W_LS * (this.styleRow[style] as number);
          for (let comm = 0; comm < STYLE_CODES; comm++) {
            this.bounds[(row << 8) | (comm << 5) | (style << 2) | wanted] = Math.min(100, Math.round((withStyle + W_C * (this.commRow[comm] as number) + W_P * 1) * 100 + bonus));
          }
        }
      }
    }
  }

  /** teachingCoverage both ways from the shared counts, as in match-score.ts: the factor and the bonus. */
  private exchange(theyTeachMe: number, iTeachThem: number, wanted: number): { ke: number; bonus: number; teaches: boolean } {
    const iTeach = wanted === 0 ? 0 : Math.min(1, iTeachThem / wanted);
    const theyTeach = this.myWanted === 0 ? 0 : Math.min(1, theyTeachMe / this.myWanted);
    return { ke: round2((iTeach + theyTeach) / 2), bonus: iTeach > 0 && theyTeach > 0 ? MUTUAL_TEACHING_BONUS : 0, teaches: iTeach > 0 || theyTeach > 0 };
  }

  private partial(theyTeachMe: number, iTeachThem: number, shape: number, li: number, p: number): number {
    const { ke, bonus, teaches } = this.exchange(theyTeachMe, iTeachThem, shape & 3);
    if (!teaches) return 0;
    return total(ke, li, this.styleRow[(shape >> 2) & 7] as number, this.commRow[shape >> 5] as number, p, bonus);
  }

  private interestsFactor(interests: number): number {
    const shared = popcount(interests & this.me.interests);
    const union = this.myInterestCount + popcount(interests) - shared;
    return union === 0 ? 0 : round2(shared / union);
  }

  /** How many of my wanted topics a teach mask covers, times the stride of `bounds`. */
  theyTeachMeRow(teach: number): number {
    return popcount(teach & this.me.learn) * this.ySize;
  }

  /** How many of a learn mask's topics I teach. */
  iTeachThem(learn: number): number {
    return popcount(learn & this.me.teach);
  }

  /**
   * Upper bound from the topics and styles (interests and personality at their maximum), by
   * `theyTeachMeRow(teach) + iTeachThem(learn)` and the shape.
   */
  topicBoundAt(row: number, shape: number): number {
    return this.bounds[(row << 8) | shape] as number;
  }

  topicBound(teach: number, learn: number, shape: number): number {
    return this.topicBoundAt(this.theyTeachMeRow(teach) + this.iTeachThem(learn), shape);
  }

  /** Upper bound with the interests computed: personality at its maximum. */
  traitBound(teach: number, learn: number, interests: number, shape: number): number {
    return this.partial(popcount(teach & this.me.learn), popcount(learn & this.me.teach), shape, this.interestsFactor(interests), 1);
  }

  /** The exact score; `traits` holds TRAIT_COUNT bytes per user, theirs from `offset`. */
  score(teach: number, learn: number, interests: number, shape: number, traits: Uint8Array, offset: number): number {
    let difference = 0;
    for (let index = 0; index < TRAIT_COUNT; index++) difference += Math.abs((this.me.traits[index] as number) - (traits[offset + index] as number));
    const p = round2(1 - difference / TRAIT_COUNT / 100);
    return this.partial(popcount(teach & this.me.learn), popcount(learn & this.me.teach), shape, this.interestsFactor(interests), p);
  }
}
