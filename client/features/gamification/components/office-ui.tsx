/** Small building blocks the four Office sub-tabs share: skeleton, error, level card, stat tile. */
import { Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useI18n } from '@/i18n/provider';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Points in the given language's digits and separators (English by default: "12,345"). */
export const formatPoints = (value: number, locale = 'en') => formatNumber(value, locale);

export function OfficeSkeleton({ label, blocks = [32, 20, 40] }: { label: string; blocks?: number[] }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4">
      <span className="sr-only">{label}</span>
      {blocks.map((height, index) => (
        <div key={index} aria-hidden="true" className="animate-pulse rounded-[var(--radius-card)] bg-muted" style={{ height: `${height * 4}px` }} />
      ))}
    </div>
  );
}

/** `title` names what failed to load ("Couldn't load your points"). */
export function OfficeError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { i18n } = useI18n();
  return (
    <ErrorState title={title} description={i18n._({ id: 'gamification.error.description', message: 'Something went wrong on our side. Please try again in a moment.' })}>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
      </Button>
    </ErrorState>
  );
}

export function SectionCard({ title, action, className, children }: { title: string; action?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Card className={cn('p-5', className)}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-bold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

export function LevelCard({ total, level, nextLevelAt, progressPercent }: { total: number; level: number; nextLevelAt: number; progressPercent: number }) {
  const { i18n, locale } = useI18n();
  const progressLabel = i18n._({ id: 'gamification.levelCard.progress', message: 'Progress to level {level}', values: { level: level + 1 } });
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 bg-primary p-5 text-primary-foreground">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-foreground/15" aria-hidden="true">
          <Trophy className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{i18n._({ id: 'gamification.levelCard.level', message: 'Level' })}</p>
          <p className="text-3xl font-extrabold leading-none">{level}</p>
        </div>
        <div className="text-end">
          <p className="text-2xl font-extrabold leading-none">{formatPoints(total, locale)}</p>
          <p className="text-sm font-semibold">{i18n._({ id: 'gamification.levelCard.points', message: 'points' })}</p>
        </div>
      </div>
      <div className="grid gap-2 p-5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-semibold">{progressLabel}</span>
          <span className="text-muted-foreground">{progressPercent}%</span>
        </div>
        <Progress value={progressPercent} label={progressLabel} />
        <p className="text-sm text-muted-foreground">
          {i18n._({
            id: 'gamification.levelCard.toGo',
            message: '{toGo} points to go · next level at {nextAt}',
            values: { toGo: formatPoints(nextLevelAt - total, locale), nextAt: formatPoints(nextLevelAt, locale) },
          })}
        </p>
      </div>
    </Card>
  );
}

export function StatTile({ icon, label, value, tone = 'coral' }: { icon: ReactNode; label: string; value: ReactNode; tone?: 'coral' | 'teal' | 'accent' }) {
  const tones = { coral: 'bg-coral-soft text-primary', teal: 'bg-teal-soft text-secondary', accent: 'bg-accent-soft text-foreground' };
  return (
    <Card className="flex flex-col items-center gap-1 p-3 text-center">
      <span className={cn('flex size-9 items-center justify-center rounded-full [&_svg]:size-5', tones[tone])} aria-hidden="true">
        {icon}
      </span>
      <span className="text-lg font-extrabold leading-tight">{value}</span>
      <span className="text-xs font-medium text-muted-foreground">{label}</span>
    </Card>
  );
}
