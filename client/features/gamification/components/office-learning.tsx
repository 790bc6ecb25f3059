import { BookOpen, CalendarCheck, Flame, GraduationCap, Trophy } from 'lucide-react';
import { Link } from 'wouter';
import { FreezeCount, FreezeExplanation } from '@/components/streak-freezes';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { useLearningStats } from '../api/get-learning-stats';
import { lastActivityLabel } from '../utils/last-activity';
import { OfficeError, OfficeSkeleton, SectionCard, StatTile } from './office-ui';

function Meter({ label, value, total }: { label: string; value: number; total: number }) {
  const format = useFormat();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-bold tabular-nums" dir="ltr">
          {format.number(value)}/{format.number(total)}
        </span>
      </div>
      <Progress value={total > 0 ? (value / total) * 100 : 0} label={label} />
    </div>
  );
}

/** Spec: vocabulary learned and mastered progress, streak stats, last activity, links to /vocabulary and /learn. */
export function OfficeLearning() {
  const { i18n, locale } = useI18n();
  const query = useLearningStats();
  if (query.isPending) return <OfficeSkeleton label={i18n._({ id: 'gamification.learning.loading', message: 'Loading your learning stats' })} blocks={[36, 24, 24]} />;
  if (query.isError) {
    return <OfficeError title={i18n._({ id: 'gamification.learning.error', message: "Couldn't load your learning stats" })} onRetry={() => void query.refetch()} />;
  }
  const { vocabulary, streak, modules } = query.data;
  const days = (count: number) => i18n._({ id: 'gamification.learning.days', message: '{count, plural, one {# day} other {# days}}', values: { count } });

  return (
    <div className="grid gap-4">
      <SectionCard title={i18n._({ id: 'gamification.learning.vocabulary', message: 'Vocabulary' })}>
        <div className="grid gap-4">
          <Meter label={i18n._({ id: 'gamification.learning.termsLearned', message: 'Terms learned' })} value={vocabulary.learned} total={vocabulary.total} />
          <Meter label={i18n._({ id: 'gamification.overview.termsMastered', message: 'Terms mastered' })} value={vocabulary.mastered} total={vocabulary.total} />
        </div>
      </SectionCard>
      <div className="grid grid-cols-3 gap-3">
        <StatTile
          icon={<Flame />}
          label={i18n._({ id: 'gamification.learning.streak', message: 'Learning streak' })}
          value={
            <span className="inline-flex flex-wrap items-center justify-center gap-x-2">
              {days(streak.currentStreak)}
              <FreezeCount freezes={streak.freezes} className="text-sm font-bold" />
            </span>
          }
        />
        <StatTile icon={<Trophy />} label={i18n._({ id: 'gamification.learning.longestStreak', message: 'Longest learning streak' })} value={days(streak.longestStreak)} tone="accent" />
        <StatTile icon={<CalendarCheck />} label={i18n._({ id: 'gamification.learning.lastDay', message: 'Last learning day' })} value={lastActivityLabel(streak, i18n, locale)} tone="teal" />
      </div>
      <FreezeExplanation />
      <SectionCard title={i18n._({ id: 'gamification.learning.modules', message: 'Learning modules' })}>
        <Meter label={i18n._({ id: 'gamification.learning.modulesCompleted', message: 'Modules completed' })} value={modules.completed} total={modules.total} />
      </SectionCard>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="secondary">
          <Link href={paths.vocabulary}>
            <BookOpen aria-hidden="true" />
            {i18n._({ id: 'gamification.learning.vocabularyTrainer', message: 'Vocabulary Trainer' })}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.learn()}>
            <GraduationCap aria-hidden="true" />
            {i18n._({ id: 'gamification.learning.learningModules', message: 'Learning Modules' })}
          </Link>
        </Button>
      </div>
    </div>
  );
}
