import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { LearningModule, LearningProgress } from '@shared/contracts/learning';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { getModulesQueryOptions } from '../api/get-modules';
import { useI18n } from '@/i18n/provider';

/**
 * Says what to finish first when a module builds on others the learner has not completed (locked
 * modules opened from All Modules no longer open "without a word"). Reading stays allowed.
 */
export function PrerequisiteNotice({ module, progress, isSignedIn }: { module: LearningModule; progress: LearningProgress[] | undefined; isSignedIn: boolean }) {
  const modules = useQuery({ ...getModulesQueryOptions(), enabled: module.prerequisites.length > 0 });
  const { i18n } = useI18n();
  if (module.prerequisites.length === 0 || !modules.data) return null;
  const completed = new Set((progress ?? []).filter((record) => record.completed).map((record) => record.moduleId));
  const missing = module.prerequisites
    .filter((id) => !completed.has(id))
    .map((id) => modules.data.find((item) => item.id === id))
    .filter((item) => item !== undefined);
  if (missing.length === 0) return null;
  return (
    <Card className="flex gap-3 border-amber-300 bg-accent-soft p-4" data-testid="prerequisite-notice" role="note">
      <Lock className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          {isSignedIn
            ? i18n._({ id: 'learning.prerequisites.finishFirst', message: 'Finish these modules first:' })
            : i18n._({ id: 'learning.prerequisites.buildsOn', message: 'This module builds on:' })}
        </p>
        <ul className="mt-1 grid gap-1">
          {missing.map((item) => (
            <li key={item.id} className="break-words">
              <Link href={paths.learningModule(item.id)} className="font-medium text-primary underline underline-offset-2">
                {item.title}
              </Link>{' '}
              <span className="text-muted-foreground">({i18n._({ id: 'learning.module.level', message: 'Level {level}', values: { level: item.difficultyLevel } })})</span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-muted-foreground">{i18n._({ id: 'learning.prerequisites.readOn', message: 'You can read on, but the lesson assumes what they teach.' })}</p>
      </div>
    </Card>
  );
}
