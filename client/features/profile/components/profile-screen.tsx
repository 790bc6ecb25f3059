import type { ReactNode } from 'react';
import type { User } from '@shared/contracts/auth';
import { PageContainer } from '@/components/page-states';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LanguageSwitch } from '@/i18n/language-switch';
import { useI18n } from '@/i18n/provider';
import { EditProfileButton } from './edit-profile-dialog';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';

/** docs/product.md section 2 ("Profile screen"): header card and the Profile / Office / Preferences tabs. The Office tab and
 *  the log-out action come from other features, composed by the app. */
export function ProfileScreen({ user, logoutAction, officeTab, accountSettings }: { user: User; logoutAction: ReactNode; officeTab: ReactNode; accountSettings: ReactNode }) {
  const { i18n } = useI18n();
  return (
    <PageContainer className="grid gap-4">
      <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row">
        <Avatar src={user.avatarUrl} name={user.displayName} className="size-20" />
        <div className="w-full min-w-0 flex-1 text-center sm:text-start">
          <h1 dir="auto" className="text-2xl font-extrabold wrap-anywhere">
            {user.displayName}
          </h1>
          <p className="text-muted-foreground wrap-anywhere">
            <bdi>@{user.username}</bdi>
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <EditProfileButton user={user} />
          {logoutAction}
        </div>
      </Card>
      <Card className="flex items-center justify-between gap-4 p-4">
        <LanguageSwitch variant="profile" />
      </Card>
      <Tabs defaultValue="profile">
        <TabsList aria-label={i18n._({ id: 'profile.sections', message: 'Profile sections' })}>
          <TabsTrigger value="profile">{i18n._({ id: 'nav.profile', message: 'Profile' })}</TabsTrigger>
          <TabsTrigger value="office">{i18n._({ id: 'profile.office', message: 'Office' })}</TabsTrigger>
          <TabsTrigger value="preferences">{i18n._({ id: 'profile.preferences', message: 'Preferences' })}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="office">{officeTab}</TabsContent>
        <TabsContent value="preferences">
          <PreferencesTab accountSettings={accountSettings} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
