import { CheckCircle2, Clock, PlayCircle } from 'lucide-react';
import { difficultyBand } from '@shared/constants/learning';
import type { LearningModule, LearningProgress } from '@shared/contracts/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { bandBadgeClass, moduleAppearance } from '../lib/module-appearance';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { bandText, categoryText } from '../lib/labels';

interface ModuleHeaderProps {
  module: LearningModule;
  record: LearningProgress | undefined;
  isSignedIn: boolean;
  isStarting: boolean;
  onStart: () => void;
}

/** Title, 'Level n', description, minutes, the status (Completed / In Progress) or 'Start Learning', topics. */
export function ModuleHeader({ module, record, isSignedIn, isStarting, onStart }: ModuleHeaderProps) {
  const { icon: Icon, tileClassName } = moduleAppearance(module);
  const { i18n } = useI18n();
  const format = useFormat();
  return (
    <Card className="p-5 md:p-6">
      <div className="flex items-start gap-4">
        <span className={cn('hidden size-14 shrink-0 items-center justify-center rounded-2xl sm:flex', tileClassName)}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className={bandBadgeClass(module.difficultyLevel)}>{i18n._({ id: 'learning.module.level', message: 'Level {level}', values: { level: module.difficultyLevel } })}</Badge>
            <span className="text-xs font-semibold text-muted-foreground">
              {bandText(i18n, difficultyBand(module.difficultyLevel))} · {categoryText(i18n, module.category)}
            </span>
          </div>
          <h1 className="mt-2 text-2xl font-extrabold leading-tight md:text-3xl">{module.title}</h1>
          <p className="mt-2 text-muted-foreground">{module.description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {i18n._({ id: 'learning.module.minutes', message: '{count, plural, one {# minute} other {# minutes}}', values: { count: module.estimatedMinutes } })}
        </span>
        {isSignedIn && record?.completed ? (
          <Badge variant="success" data-testid="module-status">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {i18n._({ id: 'learning.status.completed', message: 'Completed' })}
            {record.score !== null ? ` · ${format.percent(record.score / 100)}` : ''}
          </Badge>
        ) : isSignedIn && record ? (
          <Badge variant="accent" data-testid="module-status">
            {i18n._({ id: 'learning.status.inProgress', message: 'In Progress' })}
          </Badge>
        ) : (
          <Button size="sm" onClick={onStart} disabled={isStarting}>
            <PlayCircle aria-hidden="true" />
            {i18n._({ id: 'learning.module.startLearning', message: 'Start Learning' })}
          </Button>
        )}
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={i18n._({ id: 'learning.module.topics', message: 'Topics' })}>
        {module.topics.map((topic) => (
          <li key={topic} className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-foreground">
            {topic}
          </li>
        ))}
      </ul>
    </Card>
  );
}
