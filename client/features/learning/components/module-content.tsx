import { BookOpen, ExternalLink, FileText, ListChecks } from 'lucide-react';
import { memo, useMemo } from 'react';
import type { LearningModule } from '@shared/contracts/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTermLinks } from '@/lib/term-links';
import { renderLessonHtml } from '../lib/lesson-html';
import { sanitizeModuleHtml } from '../lib/sanitize-module-html';
import { useScrollableBlocks } from '../hooks/use-scrollable-blocks';
import { splitSections } from '../lib/split-sections';
import { SectionedLesson } from './sectioned-lesson';
import { useI18n } from '@/i18n/provider';
import { resourceKindText } from '../lib/labels';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function CuratedResources({ resources }: { resources: LearningModule['resources'] }) {
  const { i18n } = useI18n();
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <FileText className="size-5 text-secondary" aria-hidden="true" />
        {i18n._({ id: 'learning.module.resources', message: 'Curated Resources' })}
      </h2>
      {resources.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{i18n._({ id: 'learning.module.noResources', message: 'No resources for this module yet.' })}</p>
      ) : (
        <ul className="mt-3 grid gap-2">
          {resources.map((resource) => (
            <li key={resource.url}>
              <a href={resource.url} target="_blank" rel="noopener noreferrer" className="group flex items-start gap-3 rounded-xl border border-border p-3 hover:border-secondary hover:bg-teal-soft">
                <ExternalLink className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold group-hover:underline">{resource.title}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant="outline" className="capitalize">
                      {resourceKindText(i18n, resource.kind)}
                    </Badge>
                    {hostOf(resource.url)}
                  </span>
                </span>
                <span className="sr-only">{i18n._({ id: 'learning.module.newTab', message: '(opens in a new tab)' })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * docs/product.md section 2 ("Module detail"), Content tab: 'Core Concepts' (the module's HTML, sanitised again), resources.
 * Memoised: a tap on the Quiz tab re-renders the screen around it, never the lesson (Interaction to Next Paint).
 */
export const ModuleContent = memo(function ModuleContent({ module, onQuiz }: { module: LearningModule; onQuiz: () => void }) {
  const html = useMemo(() => sanitizeModuleHtml(module.content), [module.content]);
  const sections = useMemo(() => (module.hasSections ? splitSections(html) : []), [html, module.hasSections]);
  const linkTerms = useTermLinks();
  const lesson = useMemo(() => (sections.length > 1 ? null : renderLessonHtml(html, linkTerms)), [html, linkTerms, sections.length]);
  const proseRef = useScrollableBlocks<HTMLDivElement>(sections.length > 1 ? '' : html);
  const { i18n } = useI18n();
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="grid min-w-0 gap-4 lg:col-span-2">
        <Card className="min-w-0 p-5 md:p-7">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="flex items-center gap-2 text-lg font-bold">
              <BookOpen className="size-5 text-primary" aria-hidden="true" />
              {i18n._({ id: 'learning.module.coreConcepts', message: 'Core Concepts' })}
            </h2>
            <Button variant="outline" size="sm" onClick={onQuiz}>
              {i18n._({ id: 'learning.module.skipToQuiz', message: 'Skip to Quiz' })}
            </Button>
          </div>
          {sections.length > 1 ? (
            <SectionedLesson module={module} sections={sections} onQuiz={onQuiz} />
          ) : (
            <div ref={proseRef} className="prose-module mt-2 min-w-0 break-words">
              {lesson}
            </div>
          )}
        </Card>
        <Button size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={onQuiz}>
          <ListChecks aria-hidden="true" />
          {i18n._({ id: 'learning.module.takeQuiz', message: 'Take Quiz' })}
        </Button>
      </div>
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <CuratedResources resources={module.resources} />
      </aside>
    </div>
  );
});
