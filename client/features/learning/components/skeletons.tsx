import { cn } from '@/lib/utils';
import { useI18n } from '@/i18n/provider';

export function SkeletonBlock({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-2xl bg-muted', className)} />;
}

export function ModuleGridSkeleton() {
  const { i18n } = useI18n();
  return (
    <div role="status" aria-label={i18n._({ id: 'learning.skeleton.modules', message: 'Loading modules' })} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <SkeletonBlock key={key} className="h-56" />
      ))}
    </div>
  );
}

/** docs/product.md section 2 ("Journeys"): the journey map's loading skeleton, shaped like the list it becomes. */
export function JourneyListSkeleton() {
  const { i18n } = useI18n();
  return (
    <div role="status" aria-label={i18n._({ id: 'learning.skeleton.journeys', message: 'Loading journeys' })} className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-card">
          <SkeletonBlock className="aspect-[5/2] rounded-none" />
          <div className="grid gap-2 p-4">
            <SkeletonBlock className="h-5 w-2/3 rounded-md" />
            <SkeletonBlock className="h-4 w-full rounded-md" />
            <SkeletonBlock className="h-4 w-4/5 rounded-md" />
            <SkeletonBlock className="mt-2 h-10 w-full rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
