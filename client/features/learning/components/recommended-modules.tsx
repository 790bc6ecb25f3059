import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { getRecommendedModulesQueryOptions } from '../api/get-recommended-modules';
import { moduleAppearance } from '../lib/module-appearance';
import { useI18n } from '@/i18n/provider';

const SHOWN = 3;

/** The server's ranking for the signed-in learner, each with its one-line reason. */
export function RecommendedModules() {
  const recommended = useQuery(getRecommendedModulesQueryOptions(true));
  const { i18n } = useI18n();
  if (recommended.isPending || recommended.isError || recommended.data.length === 0) return null;
  return (
    <section aria-labelledby="recommended-heading">
      <h2 id="recommended-heading" className="flex items-center gap-2 text-xl font-bold">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        {i18n._({ id: 'learning.recommended.heading', message: 'Recommended for You' })}
      </h2>
      <ul className="mt-3 grid gap-3 md:grid-cols-3">
        {recommended.data.slice(0, SHOWN).map(({ module, reason }) => {
          const { icon: Icon, tileClassName } = moduleAppearance(module);
          return (
            <li key={module.id}>
              <Card className="h-full p-0 transition-shadow hover:shadow-lg">
                <Link href={paths.module(module.id)} className="flex h-full items-start gap-3 rounded-[var(--radius-card)] p-4">
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tileClassName)}>
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-bold leading-snug">{module.title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{reason}</span>
                  </span>
                </Link>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
