/**
 * Evaluates the scam rules (shared/constants/scam-rules.ts) on a message: each rule adds up the weights of
 * its signals found in the text; of the rules that reach their threshold, the one furthest above it wins.
 * Pure: no I/O, no logging (message text never reaches a log).
 */
import { SCAM_RULES, type ScamRule, type ScamWarningKind } from '../../../../shared/constants/scam-rules';

interface CompiledRule {
  rule: ScamRule;
  signals: Array<{ name: string; regex: RegExp; weight: number }>;
}

const COMPILED: CompiledRule[] = SCAM_RULES.map((rule) => ({
  rule,
  signals: rule.signals.map((signal) => ({ name: signal.name, regex: new RegExp(signal.pattern, 'iu'), weight: signal.weight })),
}));

export function normalizeForRules(text: string): string {
  return text
    .normalize('NFKC')
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
