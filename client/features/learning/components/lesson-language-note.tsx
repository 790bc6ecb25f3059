import { Languages } from 'lucide-react';
import type { LearningModule } from '@shared/contracts/learning';
import { useI18n } from '@/i18n/provider';

/**
 * Says that a lesson is shown in English because it has no translation in the reader's language yet
 * (docs/decisions/056-translations.md: the server flags it `inEnglish`). Term cards still open in the reader's language.
 */
export function LessonLanguageNote({ module }: { module: Pick<LearningModule, 'inEnglish'> }) {
  const { i18n } = useI18n();
  if (!module.inEnglish) return null;
  return (
    <p role="note" data-testid="lesson-language-note" className="flex items-start gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm text-muted-foreground">
      <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        <span className="font-medium text-foreground">{i18n._({ id: 'learning.lessonLanguageNote.title', message: 'This lesson is in English' })}</span>{' '}
        {i18n._({ id: 'learning.lessonLanguageNote.body', message: 'It is not translated yet; the term cards open in your language.' })}
      </span>
    </p>
  );
}
