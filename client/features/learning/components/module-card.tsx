import { Clock, Layers } from 'lucide-react';
import { Link } from 'wouter';
import type { LearningModuleSummary } from '@shared/contracts/learning';
import { difficultyBand } from '@shared/constants/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { bandBadgeClass, moduleAppearance } from '../lib/module-appearance';
import type { ModuleStatus } from '../lib/module-status';
import type { MessageDescriptor } from '@lingui/core';
import { useI18n } from '@/i18n/provider';
import { bandText, categoryText } from '../lib/labels';

const BUTTON_TEXT: Record<ModuleStatus, MessageDescriptor> = {
  'not-started': /*i18n*/ { id: 'learning.module.startLearning', message: 'Start Learning' },
  'in-progress': /*i18n*/ { id: 'learning.moduleCard.continue', message: 'Continue Learning' },
  completed: /*i18n*/ { id: 'learning.moduleCard.review', message: 'Review Module' },
};

/** docs/product.md section 2 ("Learning home"), module card. A guest's click opens the sign-up modal instead of the module. */
export function ModuleCard({ module, status, onGuestStart }: { module: LearningModuleSummary; status: ModuleStatus; onGuestStart?: () => void }) {
  const { icon: Icon, tileClassName } = moduleAppearance(module);
  const { i18n } = useI18n();
  const buttonText = i18n._(BUTTON_TEXT[status]);
  return (
    <Card className="flex flex-col p-4" data-testid="module-card">
      <div className="flex items-start gap-3">
        <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl', tileClassName)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h4 className="font-bold leading-snug">{module.title}</h4>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <span className="text-xs font-medium text-muted-foreground">{categoryText(i18n, module.category)}</span>
            <Badge className={bandBadgeClass(module.difficultyLevel)}>
              {bandText(i18n, difficultyBand(module.difficultyLevel))} · {i18n._({ id: 'learning.module.level', message: 'Level {level}', values: { level: module.difficultyLevel } })}
            </Badge>
          </div>
        </div>
      </div>
      <p className="mt-3 line-clamp-3 text-sm text-muted-foreground">{module.description}</p>
      <div className="mt-3 flex items-center gap-4 text-xs font-medium text-muted-foreground">
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {i18n._({ id: 'learning.moduleCard.minutes', message: '{count} min', values: { count: module.estimatedMinutes } })}
        </span>
        <span className="flex items-center gap-1">
          <Layers className="size-3.5" aria-hidden="true" />
          {i18n._({ id: 'learning.moduleCard.topics', message: '{count, plural, one {# topic} other {# topics}}', values: { count: module.topics.length } })}
        </span>
      </div>
      <Progress
        className="mt-3 h-1.5"
        value={status === 'completed' ? 100 : 0}
        label={i18n._({ id: 'learning.journey.progressLabel', message: '{name} progress', values: { name: module.title } })}
        indicatorClassName={status === 'completed' ? 'bg-success' : undefined}
      />
      <div className="mt-4 flex flex-1 items-end">
        {onGuestStart ? (
          <Button className="w-full" variant="outline" onClick={onGuestStart} aria-label={`${buttonText}: ${module.title}`}>
            {buttonText}
          </Button>
        ) : (
          <Button asChild className="w-full" variant={status === 'in-progress' ? 'default' : 'outline'}>
            <Link href={paths.module(module.id)} aria-label={`${buttonText}: ${module.title}`}>
              {buttonText}
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
