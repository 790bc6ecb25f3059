import { Award, Flame } from 'lucide-react';
import { FreezeCount } from '@/components/streak-freezes';
import { Badge } from '@/components/ui/badge';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { useVocabularyStreak } from '../api/get-vocabulary-streak';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2 ("Vocabulary"), signed in: badges for the day streak and 'mastered/total mastered'. */
export function TrainerBadges() {
  const stats = useVocabularyStats();
  const streak = useVocabularyStreak();
  const { i18n } = useI18n();
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-2" aria-live="polite">
      {streak.data ? (
        <Badge variant="accent" className="px-3 py-1 text-sm">
          <Flame className="size-4" aria-hidden="true" />
          {i18n._({ id: 'vocabulary.badges.streak', message: '{count} day streak', values: { count: streak.data.currentStreak } })}
          <FreezeCount freezes={streak.data.freezes} className="ms-1" />
        </Badge>
      ) : null}
      {stats.data ? (
        <Badge variant="soft" className="px-3 py-1 text-sm">
          <Award className="size-4" aria-hidden="true" />
          {i18n._({ id: 'vocabulary.badges.mastered', message: '{mastered}/{total} mastered', values: { mastered: stats.data.mastered, total: stats.data.total } })}
        </Badge>
      ) : null}
    </div>
  );
}
