import { AccountSettings } from '@/features/account/components/account-settings';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OfficeTab } from '@/features/gamification/components/office-tab';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** Composes the profile screen with the auth feature's log-out action and the gamification office. */
export function ProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <ProfileScreen
      user={user}
      logoutAction={<LogoutButton />}
      officeTab={<OfficeTab />}
      accountSettings={<AccountSettings />}
    />
  );
}
