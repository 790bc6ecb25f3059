import { CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { SectionCheck as SectionCheckData } from '@shared/contracts/learning';
import { cn } from '@/lib/utils';
import { ExplainAnotherWay, MisconceptionNote } from './teaching-notes';
import { useI18n } from '@/i18n/provider';

/**
 * One practice question after a section, with instant feedback; it grades nothing. A wrong pick also shows the
 * misconception behind it (docs/decisions/063-wrong-answers-that-teach.md).
 */
export function SectionCheck({ check, onAnswered }: { check: SectionCheckData; onAnswered: () => void }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();
  const { i18n } = useI18n();
  const isAnswered = chosen !== null;
  const isCorrect = chosen === check.correctAnswer;
  const choose = (index: number) => {
    if (isAnswered) return;
    setChosen(index);
    onAnswered();
  };
  return (
    <fieldset className="mt-6 rounded-2xl border border-secondary/40 bg-teal-soft p-4" data-testid="section-check">
      <legend className="px-1 text-sm font-bold text-secondary">{i18n._({ id: 'learning.sectionCheck.title', message: 'Quick check' })}</legend>
      <p className="font-semibold leading-snug break-words">{check.question}</p>
      <div className="mt-3 grid gap-2">
        {check.options.map((option, index) => (
          <label
            key={index}
            className={cn(
              'flex items-start gap-3 rounded-xl border bg-card p-3 text-sm break-words',
              isAnswered ? 'cursor-default' : 'cursor-pointer hover:bg-muted',
              isAnswered && index === check.correctAnswer && 'border-success bg-green-50 text-green-900',
              isAnswered && index === chosen && !isCorrect && 'border-destructive bg-red-50 text-red-900',
            )}
          >
            <input type="radio" name={name} checked={chosen === index} disabled={isAnswered} onChange={() => choose(index)} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <span className="min-w-0 flex-1">{option}</span>
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {isAnswered ? (
          <p className={cn('mt-3 flex gap-2 text-sm', isCorrect ? 'text-green-900' : 'text-red-900')} data-testid="section-check-feedback">
            {isCorrect ? <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
            <span className="min-w-0 break-words">
              <strong>{isCorrect ? i18n._({ id: 'learning.sectionCheck.correct', message: 'Correct.' }) : i18n._({ id: 'learning.sectionCheck.wrong', message: 'Not quite.' })}</strong>{' '}
              {check.explanation}
            </span>
          </p>
        ) : null}
        {isAnswered && !isCorrect && check.misconceptions?.[chosen] ? <MisconceptionNote misconception={check.misconceptions[chosen]} /> : null}
        {isAnswered && check.explanationAlt ? <ExplainAnotherWay text={check.explanationAlt} inEnglish={check.explanationAltInEnglish} /> : null}
      </div>
    </fieldset>
  );
}
