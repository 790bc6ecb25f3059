import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountSettings } from '@/features/account/components/account-settings';
import { ThemeChoice } from '@/features/appearance/components/theme-choice';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OfficeTab } from '@/features/gamification/components/office-tab';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { useI18n } from '@/i18n/provider';

/** Composes the profile screen with the auth feature's log-out action, the gamification office and,
 *  for moderators, the way to the moderation queue. */
export function ProfileRoute() {
  const { user } = useAuth();
  const { i18n } = useI18n();
  if (!user) return null;
  return (
    <ProfileScreen
      user={user}
      logoutAction={
        <>
          {user.role === 'moderator' ? (
            <Button asChild variant="outline">
              <Link href={paths.moderation}>
                <ShieldCheck aria-hidden="true" />
                {i18n._({ id: 'profile.moderationLink', message: 'Moderation' })}
              </Link>
            </Button>
          ) : null}
          <LogoutButton />
        </>
      }
      officeTab={<OfficeTab />}
      accountSettings={
        <>
          <ThemeChoice theme={user.theme} />
          <AccountSettings />
        </>
      }
    />
  );
}
