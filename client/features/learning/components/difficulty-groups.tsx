import { CheckCircle2, ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { DIFFICULTY_BANDS, difficultyBand } from '@shared/constants/learning';
import type { LearningModuleSummary } from '@shared/contracts/learning';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { BAND_BADGE_CLASS } from '../lib/module-appearance';
import type { ModuleStatus } from '../lib/module-status';
import { useI18n } from '@/i18n/provider';
import { bandText } from '../lib/labels';

/** docs/product.md section 2 ("Learning home"): groups Beginner, Intermediate and Advanced, each shown only if non-empty. */
export function DifficultyGroups({ modules, statuses }: { modules: LearningModuleSummary[]; statuses: Map<number, ModuleStatus> }) {
  const { i18n } = useI18n();
  const groups = DIFFICULTY_BANDS.map((band) => ({ band, items: modules.filter((module) => difficultyBand(module.difficultyLevel) === band) })).filter((group) => group.items.length > 0);
  return (
    <section aria-labelledby="difficulty-heading">
      <h2 id="difficulty-heading" className="text-xl font-bold">
        {i18n._({ id: 'learning.difficulty.heading', message: 'Difficulty Levels' })}
      </h2>
      <div className="mt-3 grid gap-4 md:grid-cols-3">
        {groups.map(({ band, items }) => (
          <Card key={band} className="p-4">
            <h3 className="flex items-center justify-between font-bold">
              {bandText(i18n, band)}
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', BAND_BADGE_CLASS[band])}>{items.length}</span>
            </h3>
            <ul className="mt-2 divide-y divide-border">
              {items.map((module) => (
                <li key={module.id}>
                  <Link href={paths.module(module.id)} className="flex items-center gap-2 py-2 text-sm hover:text-primary">
                    <span className="min-w-14 shrink-0 text-xs font-semibold text-muted-foreground">
                      {i18n._({ id: 'learning.module.level', message: 'Level {level}', values: { level: module.difficultyLevel } })}
                    </span>
                    <span className="min-w-0 flex-1 truncate font-medium">{module.title}</span>
                    {statuses.get(module.id) === 'completed' ? (
                      <CheckCircle2 className="size-4 shrink-0 text-success" aria-label={i18n._({ id: 'learning.status.completed', message: 'Completed' })} />
                    ) : (
                      <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden="true" />
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  );
}
