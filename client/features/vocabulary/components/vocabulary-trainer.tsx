import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { useVocabularyStreak } from '../api/get-vocabulary-streak';
import { useVocabularyTrophy } from '../hooks/use-vocabulary-trophy';
import { LearnPanel } from './learn-panel';
import { StatsPanel } from './stats-panel';
import { TrophyModal } from './trophy-modal';
import { useI18n } from '@/i18n/provider';

/** The signed-in trainer: the Learn and Stats tabs, and the trophy. */
export function VocabularyTrainer() {
  const stats = useVocabularyStats();
  const streak = useVocabularyStreak();
  const trophy = useVocabularyTrophy(stats.data ?? undefined);
  const [tab, setTab] = useState('learn');
  const { i18n } = useI18n();

  return (
    <section aria-label={i18n._({ id: 'vocabulary.trainer.label', message: 'Vocabulary trainer' })}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={i18n._({ id: 'vocabulary.trainer.views', message: 'Vocabulary trainer views' })}>
          <TabsTrigger value="learn" className="py-1.5 md:py-2">
            {i18n._({ id: 'vocabulary.trainer.learnTab', message: 'Learn' })}
          </TabsTrigger>
          <TabsTrigger value="stats" className="py-1.5 md:py-2">
            {i18n._({ id: 'vocabulary.trainer.statsTab', message: 'Stats' })}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="learn" className="mt-3 md:mt-4">
          <LearnPanel stats={stats.data ?? undefined} isActive={tab === 'learn'} onShowStats={() => setTab('stats')} />
        </TabsContent>
        <TabsContent value="stats" className="mt-3 md:mt-4">
          <StatsPanel
            stats={stats.data ?? undefined}
            streak={streak.data ?? undefined}
            isError={stats.isError || streak.isError}
            onRetry={() => void Promise.all([stats.refetch(), streak.refetch()])}
          />
        </TabsContent>
      </Tabs>

      <TrophyModal isOpen={trophy.isOpen} onOpenChange={trophy.onOpenChange} />
    </section>
  );
}
