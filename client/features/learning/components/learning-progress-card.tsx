import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { getModulesQueryOptions } from '../api/get-modules';
import { getProgressQueryOptions } from '../api/get-progress';
import { getSkillsQueryOptions } from '../api/get-skills';
import { SkeletonBlock } from './skeletons';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

/**
 * docs/product.md section 2 ("Learning home"), signed in: completed records over all modules (rounded down), 'Modules
 * Completed' x/y and 'Skill Level' n/10.
 */
export function LearningProgressCard() {
  const modules = useQuery(getModulesQueryOptions());
  const progress = useQuery(getProgressQueryOptions(true));
  const skills = useQuery(getSkillsQueryOptions(true));
  const { i18n } = useI18n();
  const format = useFormat();

  if (modules.isPending || progress.isPending || skills.isPending) return <SkeletonBlock className="h-40" />;
  if (modules.isError || progress.isError || skills.isError) return null;

  const total = modules.data.length;
  const completed = progress.data.filter((record) => record.completed).length;
  const percent = total === 0 ? 0 : Math.floor((completed / total) * 100);
  return (
    <Card className="p-5" data-testid="learning-progress-card">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-coral-soft text-primary">
          <GraduationCap className="size-5" aria-hidden="true" />
        </span>
        <h2 className="flex-1 text-lg font-bold">{i18n._({ id: 'learning.progressCard.title', message: 'Your Learning Journey' })}</h2>
        <span
          className="text-2xl font-extrabold text-primary"
          aria-label={i18n._({ id: 'learning.progressCard.overallLabel', message: 'Overall progress {percent}', values: { percent: format.percent(percent / 100) } })}
        >
          {format.percent(percent / 100)}
        </span>
      </div>
      <Progress className="mt-4" value={percent} label={i18n._({ id: 'learning.progressCard.progressLabel', message: 'Overall learning progress' })} />
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-teal-soft p-3">
          <dt className="text-xs font-semibold text-secondary">{i18n._({ id: 'learning.progressCard.modulesCompleted', message: 'Modules Completed' })}</dt>
          <dd className="mt-1 text-xl font-extrabold">
            {completed}/{total}
          </dd>
        </div>
        <div className="rounded-2xl bg-accent-soft p-3">
          <dt className="text-xs font-semibold text-amber-900">{i18n._({ id: 'learning.progressCard.skillLevel', message: 'Skill Level' })}</dt>
          <dd className="mt-1 text-xl font-extrabold">{skills.data.skillLevel}/10</dd>
        </div>
      </dl>
    </Card>
  );
}
