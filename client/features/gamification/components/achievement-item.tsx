import { Award, BookOpen, Flame, GraduationCap, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import type { Achievement, AchievementIcon } from '@shared/contracts/gamification';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
import { useI18n } from '@/i18n/provider';
import { formatShortDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const ICONS: Record<AchievementIcon, { Icon: LucideIcon; tone: string }> = {
  BookOpen: { Icon: BookOpen, tone: 'bg-coral-soft text-primary' },
  Award: { Icon: Award, tone: 'bg-accent-soft text-foreground' },
  Flame: { Icon: Flame, tone: 'bg-coral-soft text-primary' },
  Users: { Icon: Users, tone: 'bg-teal-soft text-secondary' },
  MessageSquare: { Icon: MessageSquare, tone: 'bg-teal-soft text-secondary' },
  GraduationCap: { Icon: GraduationCap, tone: 'bg-teal-soft text-secondary' },
};

export function AchievementIconBadge({ icon, isEarned }: { icon: AchievementIcon; isEarned: boolean }) {
  const { Icon, tone } = ICONS[icon];
  return (
    <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', isEarned ? tone : 'bg-muted text-muted-foreground')} aria-hidden="true">
      <Icon className="size-5" />
    </span>
  );
}

/** "Mar 1, 2026" in English (the spec's format), the language's own medium date otherwise. */
export const formatEarnedDate = (iso: string, locale = 'en') => formatShortDate(iso, locale);

/** One achievement: earned ones show their date, unearned ones a progress bar (docs/product.md section 2 ("Profile")). */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { i18n, locale } = useI18n();
  const isEarned = achievement.earnedAt !== null;
  const percent = achievement.maxProgress > 0 ? (achievement.progress / achievement.maxProgress) * 100 : 0;
  return (
    <li className="flex items-start gap-3 py-3">
      <AchievementIconBadge icon={achievement.icon} isEarned={isEarned} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold leading-tight">{achievement.name}</p>
          <Badge variant={isEarned ? 'coral' : 'outline'} className="shrink-0">
            {i18n._({ id: 'gamification.achievement.points', message: '+{points} pts', values: { points: achievement.points } })}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {achievement.earnedAt ? (
          <p className="mt-1 text-xs font-medium text-secondary">
            {i18n._({ id: 'gamification.achievement.earned', message: 'Earned {date}', values: { date: formatEarnedDate(achievement.earnedAt, locale) } })}
          </p>
        ) : (
          <div className="mt-2 flex items-center gap-3">
            <Progress
              value={percent}
              label={i18n._({ id: 'gamification.achievement.progress', message: '{name} progress', values: { name: achievement.name } })}
              className="h-2"
              indicatorClassName="bg-secondary"
            />
            <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
              {achievement.progress}/{achievement.maxProgress}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
