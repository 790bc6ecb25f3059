import { BookOpen, CalendarCheck, Flame, GraduationCap, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { FreezeCount, FreezeExplanation } from '@/components/streak-freezes';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useLearningStats } from '../api/get-learning-stats';
import { lastActivityLabel } from '../utils/last-activity';
import { OfficeError, OfficeSkeleton, SectionCard, StatTile } from './office-ui';

function Meter({ label, value, total }: { label: string; value: number; total: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-bold tabular-nums">
          {value}/{total}
        </span>
      </div>
      <Progress value={total > 0 ? (value / total) * 100 : 0} label={label} />
    </div>
  );
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Spec: vocabulary learned and mastered progress, streak stats, last activity, links to /vocabulary and /learn. */
export function OfficeLearning() {
  const query = useLearningStats();
  if (query.isPending) return <OfficeSkeleton label="Loading your learning stats" blocks={[36, 24, 24]} />;
  if (query.isError) return <OfficeError what="learning stats" onRetry={() => void query.refetch()} />;
  const { vocabulary, streak, modules } = query.data;

  return (
    <div className="grid gap-4">
      <SectionCard title="Vocabulary">
        <div className="grid gap-4">
          <Meter label="Terms learned" value={vocabulary.learned} total={vocabulary.total} />
          <Meter label="Terms mastered" value={vocabulary.mastered} total={vocabulary.total} />
        </div>
      </SectionCard>
      <div className="grid grid-cols-3 gap-3">
        <StatTile
          icon={<Flame />}
          label="Learning streak"
          value={
            <span className="inline-flex flex-wrap items-center justify-center gap-x-2">
              {days(streak.currentStreak)}
              <FreezeCount freezes={streak.freezes} className="text-sm font-bold" />
            </span>
          }
        />
        <StatTile icon={<Trophy />} label="Longest learning streak" value={days(streak.longestStreak)} tone="accent" />
        <StatTile icon={<CalendarCheck />} label="Last learning day" value={lastActivityLabel(streak)} tone="teal" />
      </div>
      <FreezeExplanation />
      <SectionCard title="Learning modules">
        <Meter label="Modules completed" value={modules.completed} total={modules.total} />
      </SectionCard>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="secondary">
          <Link href={paths.vocabulary}>
            <BookOpen aria-hidden="true" />
            Vocabulary Trainer
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.learn()}>
            <GraduationCap aria-hidden="true" />
            Learning Modules
          </Link>
        </Button>
      </div>
    </div>
  );
}
