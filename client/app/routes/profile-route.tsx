import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** Composes the profile screen with the auth feature's user and log-out action. */
export function ProfileRoute() {
  const { user } = useAuth();
  return <ProfileScreen user={user} actions={<LogoutButton />} />;
}
