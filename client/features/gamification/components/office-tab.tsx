import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useI18n } from '@/i18n/provider';
import { OfficeAchievements } from './office-achievements';
import { OfficeLearning } from './office-learning';
import { OfficeOverview } from './office-overview';
import { OfficePoints } from './office-points';

const TRIGGER = 'flex-auto px-1 text-xs sm:px-1.5 sm:text-sm';

/** The profile's Office tab (docs/product.md section 2 ("Profile")): four sub-tabs, all from the server. */
export function OfficeTab() {
  const { i18n } = useI18n();
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label={i18n._({ id: 'gamification.tab.sections', message: 'Office sections' })} className="bg-teal-soft">
        <TabsTrigger value="overview" className={TRIGGER}>
          {i18n._({ id: 'gamification.tab.overview', message: 'Overview' })}
        </TabsTrigger>
        <TabsTrigger value="achievements" className={TRIGGER}>
          {i18n._({ id: 'gamification.tab.achievements', message: 'Achievements' })}
        </TabsTrigger>
        <TabsTrigger value="points" className={TRIGGER}>
          {i18n._({ id: 'gamification.tab.points', message: 'Points' })}
        </TabsTrigger>
        <TabsTrigger value="learning" className={TRIGGER}>
          {i18n._({ id: 'gamification.tab.learning', message: 'Learning' })}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <OfficeOverview />
      </TabsContent>
      <TabsContent value="achievements">
        <OfficeAchievements />
      </TabsContent>
      <TabsContent value="points">
        <OfficePoints />
      </TabsContent>
      <TabsContent value="learning">
        <OfficeLearning />
      </TabsContent>
    </Tabs>
  );
}
