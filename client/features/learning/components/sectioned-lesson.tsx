import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LearningModule } from '@shared/contracts/learning';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useTermLinks } from '@/lib/term-links';
import { renderLessonHtml } from '../lib/lesson-html';
import type { LessonSection } from '../lib/split-sections';
import { KeyTakeaways } from './key-takeaways';
import { useScrollableBlocks } from '../hooks/use-scrollable-blocks';
import { SectionCheck } from './section-check';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

interface SectionedLessonProps {
  module: LearningModule;
  sections: LessonSection[];
  onQuiz: () => void;
}

/**
 * The spec's hasSections (docs/decisions/020-lesson-figures-and-sections.md): one section at a time with
 * progress inside the lesson, a practice check after each section, then the key takeaways.
 */
export function SectionedLesson({ module, sections, onQuiz }: SectionedLessonProps) {
  const [step, setStep] = useState(0);
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const topRef = useRef<HTMLDivElement>(null);
  const isFirstRender = useRef(true);
  const total = sections.length + 1;
  const isSummary = step === sections.length;
  const section = sections[step];
  const check = section ? module.sectionChecks.find((item) => item.section === section.title) : undefined;
  const canContinue = !check || answered.has(step);
  const linkTerms = useTermLinks();
  const sectionHtml = section?.html;
  const lesson = useMemo(() => (sectionHtml === undefined ? null : renderLessonHtml(sectionHtml, linkTerms)), [sectionHtml, linkTerms]);
  const proseRef = useScrollableBlocks<HTMLDivElement>(sectionHtml ?? '');
  const { i18n } = useI18n();
  const format = useFormat();

  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    topRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className="min-w-0">
      <div ref={topRef} tabIndex={-1} className="mt-3 scroll-mt-20 focus:outline-none" data-testid="lesson-progress">
        <div className="flex items-center justify-between gap-2 text-sm font-semibold">
          <span>
            {isSummary
              ? i18n._({ id: 'learning.lesson.summary', message: 'Summary' })
              : i18n._({ id: 'learning.lesson.section', message: 'Section {number} of {total}', values: { number: step + 1, total: sections.length } })}
          </span>
          <span className="text-muted-foreground">{i18n._({ id: 'learning.lesson.read', message: '{percent} read', values: { percent: format.percent(step / total) } })}</span>
        </div>
        <Progress className="mt-2" value={(step / total) * 100} label={i18n._({ id: 'learning.lesson.progress', message: 'Lesson progress' })} />
      </div>

      {section ? (
        <div key={step} className="min-w-0">
          {/* Wide code and tables scroll inside the lesson instead of widening the page. */}
          <div ref={proseRef} className="prose-module mt-2 min-w-0 overflow-x-auto break-words">
            {lesson}
          </div>
          {check ? <SectionCheck check={check} onAnswered={() => setAnswered((current) => new Set(current).add(step))} /> : null}
        </div>
      ) : (
        <KeyTakeaways takeaways={module.keyTakeaways} onQuiz={onQuiz} />
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-2">
        <Button variant="outline" onClick={() => setStep((current) => current - 1)} disabled={step === 0}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {i18n._({ id: 'learning.lesson.previous', message: 'Previous' })}
        </Button>
        {isSummary ? null : (
          <Button onClick={() => setStep((current) => current + 1)} disabled={!canContinue}>
            {step === sections.length - 1 ? i18n._({ id: 'learning.lesson.seeTakeaways', message: 'See takeaways' }) : i18n._({ id: 'learning.lesson.nextSection', message: 'Next section' })}
            <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        )}
      </div>
      {canContinue || isSummary ? null : <p className="mt-2 text-end text-xs text-muted-foreground">{i18n._({ id: 'learning.lesson.answerCheck', message: 'Answer the quick check to continue' })}</p>}
    </div>
  );
}
