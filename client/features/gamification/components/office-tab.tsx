import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { OfficeAchievements } from './office-achievements';
import { OfficeLearning } from './office-learning';
import { OfficeOverview } from './office-overview';
import { OfficePoints } from './office-points';

/** The profile's Office tab (docs/product.md section 2 ("Profile")): four sub-tabs, all from the server. */
export function OfficeTab() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Office sections" className="bg-teal-soft">
        <TabsTrigger value="overview" className="flex-auto px-1 text-xs sm:px-1.5 sm:text-sm">
          Overview
        </TabsTrigger>
        <TabsTrigger value="achievements" className="flex-auto px-1 text-xs sm:px-1.5 sm:text-sm">
          Achievements
        </TabsTrigger>
        <TabsTrigger value="points" className="flex-auto px-1 text-xs sm:px-1.5 sm:text-sm">
          Points
        </TabsTrigger>
        <TabsTrigger value="learning" className="flex-auto px-1 text-xs sm:px-1.5 sm:text-sm">
          Learning
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
