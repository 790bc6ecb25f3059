import { format } from 'date-fns';
import { Award, BookOpen, Flame, GraduationCap, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import type { Achievement, AchievementIcon } from '@shared/contracts/gamification';
import { Badge } from '@/components/ui/badge';
import { Progress } from '@/components/ui/progress';
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

export const formatEarnedDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** One achievement: earned ones show their date, unearned ones a progress bar (docs/product.md section 2 ("Profile")). */
export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const isEarned = achievement.earnedAt !== null;
  const percent = achievement.maxProgress > 0 ? (achievement.progress / achievement.maxProgress) * 100 : 0;
  return (
    <li className="flex items-start gap-3 py-3">
      <AchievementIconBadge icon={achievement.icon} isEarned={isEarned} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <p className="font-semibold leading-tight">{achievement.name}</p>
          <Badge variant={isEarned ? 'coral' : 'outline'} className="shrink-0">
            +{achievement.points} pts
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        {achievement.earnedAt ? (
          <p className="mt-1 text-xs font-medium text-secondary">Earned {formatEarnedDate(achievement.earnedAt)}</p>
        ) : (
          <div className="mt-2 flex items-center gap-3">
            <Progress value={percent} label={`${achievement.name} progress`} className="h-2" indicatorClassName="bg-secondary" />
            <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
              {achievement.progress}/{achievement.maxProgress}
            </span>
          </div>
        )}
      </div>
    </li>
  );
}
