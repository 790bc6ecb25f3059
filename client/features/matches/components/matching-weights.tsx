import type { MessageDescriptor } from '@lingui/core';
import { Scale } from 'lucide-react';
import { MATCH_WEIGHTS, MUTUAL_TEACHING_BONUS } from '@shared/constants/matching';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 1: the matching weights, shown as static text (the same numbers the server scores with). */
const LABELS: Record<keyof typeof MATCH_WEIGHTS, MessageDescriptor> = {
  knowledgeExchange: /*i18n*/ { id: 'matches.weights.knowledgeExchange', message: 'Knowledge Exchange' },
  learningInterests: /*i18n*/ { id: 'matches.weights.learningInterests', message: 'Learning Interests' },
  learningStyles: /*i18n*/ { id: 'matches.weights.learningStyles', message: 'Learning Styles' },
  communication: /*i18n*/ { id: 'matches.weights.communication', message: 'Communication' },
  personalityFit: /*i18n*/ { id: 'matches.weights.personalityFit', message: 'Personality Fit' },
};

export function MatchingWeights() {
  const { i18n } = useI18n();
  return (
    <section aria-labelledby="matching-weights-heading" className="rounded-[var(--radius-card)] border border-border bg-card p-5 shadow-[var(--shadow-card)]">
      <h2 id="matching-weights-heading" className="flex items-center gap-2 text-lg font-bold">
        <Scale className="size-5 text-secondary" aria-hidden="true" />
        {i18n._({ id: 'matches.weights.title', message: 'How matching works' })}
      </h2>
      <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
        {(Object.keys(LABELS) as Array<keyof typeof MATCH_WEIGHTS>).map((key) => (
          <li key={key} className="flex items-center justify-between gap-3 rounded-lg bg-muted px-3 py-1.5">
            <span>{i18n._(LABELS[key])}</span>
            <span className="font-bold tabular-nums" dir="ltr">
              {Math.round(MATCH_WEIGHTS[key] * 100)}%
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        {i18n._({
          id: 'matches.weights.bonus',
          message: 'Bonus: +{bonus} points when you can teach each other (you know what they want to learn, and they know what you want to learn). Scores are capped at 100%.',
          values: { bonus: MUTUAL_TEACHING_BONUS },
        })}
      </p>
    </section>
  );
}
