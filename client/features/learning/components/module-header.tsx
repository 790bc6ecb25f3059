import { CheckCircle2, Clock, PlayCircle } from 'lucide-react';
import { categoryLabel, difficultyBand } from '@shared/constants/learning';
import type { LearningModule, LearningProgress } from '@shared/contracts/learning';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { bandBadgeClass, moduleAppearance } from '../lib/module-appearance';

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
  return (
    <Card className="p-5 md:p-6">
      <div className="flex items-start gap-4">
        <span className={cn('hidden size-14 shrink-0 items-center justify-center rounded-2xl sm:flex', tileClassName)}>
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge className={bandBadgeClass(module.difficultyLevel)}>Level {module.difficultyLevel}</Badge>
            <span className="text-xs font-semibold text-muted-foreground">
              {difficultyBand(module.difficultyLevel)} · {categoryLabel(module.category)}
            </span>
          </div>
          <h1 className="mt-2 text-2xl font-extrabold leading-tight md:text-3xl">{module.title}</h1>
          <p className="mt-2 text-muted-foreground">{module.description}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <span className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          <Clock className="size-4" aria-hidden="true" />
          {module.estimatedMinutes} minutes
        </span>
        {isSignedIn && record?.completed ? (
          <Badge variant="success" data-testid="module-status">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Completed{record.score !== null ? ` · ${record.score}%` : ''}
          </Badge>
        ) : isSignedIn && record ? (
          <Badge variant="accent" data-testid="module-status">
            In Progress
          </Badge>
        ) : (
          <Button size="sm" onClick={onStart} disabled={isStarting}>
            <PlayCircle aria-hidden="true" />
            Start Learning
          </Button>
        )}
      </div>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Topics">
        {module.topics.map((topic) => (
          <li key={topic} className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-foreground">
            {topic}
          </li>
        ))}
      </ul>
    </Card>
  );
}
