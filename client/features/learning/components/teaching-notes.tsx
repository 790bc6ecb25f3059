import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import type { Misconception } from '@shared/contracts/learning';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';

/** English text inside a translated page is marked so (docs/decisions/056-translations.md). */
const englishProps = (inEnglish: boolean | undefined) => (inEnglish ? ({ lang: 'en', dir: 'ltr' } as const) : {});

/**
 * The misconception behind the wrong option a learner chose, and why it is wrong
 * (docs/decisions/063-wrong-answers-that-teach.md). It never names the right option.
 */
export function MisconceptionNote({ misconception }: { misconception: Misconception }) {
  const { i18n } = useI18n();
  return (
    <div className="mt-3 grid gap-1 rounded-xl border border-destructive/30 bg-red-50 p-3 text-sm text-red-900 break-words" data-testid="misconception" {...englishProps(misconception.inEnglish)}>
      <p>
        <strong>{i18n._({ id: 'learning.misconception.belief', message: 'The thinking behind your answer:' })} </strong>
        <span data-testid="misconception-belief">{misconception.belief}</span>
      </p>
      <p>
        <strong>{i18n._({ id: 'learning.misconception.correction', message: 'Why it does not hold:' })} </strong>
        <span data-testid="misconception-correction">{misconception.correction}</span>
      </p>
    </div>
  );
}

/** "Explain it another way": a second, authored explanation of the right answer, shown on request. */
export function ExplainAnotherWay({ text, inEnglish }: { text: string; inEnglish?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { i18n } = useI18n();
  return (
    <div className="mt-3">
      <Button type="button" variant="outline" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen((open) => !open)}>
        <MessageSquareText aria-hidden="true" />
        {isOpen ? i18n._({ id: 'learning.explainAgain.hide', message: 'Hide the other explanation' }) : i18n._({ id: 'learning.explainAgain.show', message: 'Explain it another way' })}
      </Button>
      <p id={panelId} hidden={!isOpen} className="mt-2 rounded-xl bg-teal-soft p-3 text-sm break-words" data-testid="explanation-alt" {...englishProps(inEnglish)}>
        {text}
      </p>
    </div>
  );
}
