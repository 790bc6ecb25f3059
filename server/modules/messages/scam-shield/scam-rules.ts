/**
 * Evaluates the scam rules (shared/constants/scam-rules.ts) on a message: each rule adds up the weights of
 * its signals found in the text; of the rules that reach their threshold, the one furthest above it wins.
 * Pure: no I/O, no logging (message text never reaches a log).
 */
import { SCAM_RULES, type ScamRule, type ScamWarningKind } from '../../../../shared/constants/scam-rules';
import { confusableSkeleton } from '../../../../shared/text/confusable-skeleton';

interface CompiledRule {
  rule: ScamRule;
  signals: Array<{ name: string; regex: RegExp; weight: number }>;
}

const COMPILED: CompiledRule[] = SCAM_RULES.map((rule) => ({
  rule,
  signals: rule.signals.map((signal) => ({ name: signal.name, regex: new RegExp(signal.pattern, 'iu'), weight: signal.weight })),
}));

const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
/**
 * A word spelled out with the same separator between its letters ("s.e.e.d", "s-e-e-d", "s e e d" with wider
 * gaps between words): four or more letters.
 */
const SPELLED_OUT = /(?<![\p{L}\p{N}])\p{L}([ .\-_*])\p{L}(?:\1\p{L}){2,}(?![\p{L}\p{N}])/gu;

/** A character that reads as Latin letters or digits in another script or style becomes them; the rest stays. */
function foldLookalike(character: string): string {
  if (character <= '\u007f') return character;
  const skeleton = confusableSkeleton(character).normalize('NFD').replace(/\p{M}/gu, '');
  return /^[a-z0-9]+$/.test(skeleton) ? skeleton : character;
}

/**
 * The text the rules read (docs/decisions/043-seed-shield.md): NFKC, invisible characters removed, look-alike
 * letters from other scripts folded to Latin (their confusable skeleton, shared/text/confusable-skeleton.ts;
 * ASCII is left as written, since the rules' own words contain "m" and "l"), spelled-out words joined.
 */
export function normalizeForRules(text: string): string {
  const folded = Array.from(text.normalize('NFKC').replace(IGNORABLE, ''), foldLookalike).join('');
  return folded
    .replace(SPELLED_OUT, (letters) => letters.replace(/[ .\-_*]/g, ''))
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ScamRuleScore {
  kind: ScamWarningKind;
  score: number;
  signals: string[];
}

/** Every rule's score and the signals it found (for tests and tuning). */
export function scoreScamRules(text: string): ScamRuleScore[] {
  const normalized = normalizeForRules(text);
  return COMPILED.map(({ rule, signals }) => {
    const found = signals.filter((signal) => signal.regex.test(normalized));
    return { kind: rule.kind, score: found.reduce((sum, signal) => sum + signal.weight, 0), signals: found.map((signal) => signal.name) };
  });
}

/** The warning a recipient should see for this message, or null. */
export function detectScamWarning(text: string): ScamWarningKind | null {
  let best: { kind: ScamWarningKind; margin: number } | null = null;
  for (const score of scoreScamRules(text)) {
    const rule = SCAM_RULES.find((candidate) => candidate.kind === score.kind);
    if (!rule || score.score < rule.threshold) continue;
    const margin = score.score - rule.threshold;
    if (!best || margin > best.margin) best = { kind: score.kind, margin };
  }
  return best?.kind ?? null;
}
