import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast-store';
import { useLogout } from '../hooks/use-auth';

export function LogoutButton() {
  const logoutMutation = useLogout();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={logoutMutation.isPending}
      // mutateAsync, not mutate's callbacks: clearing the user can unmount this page (a signed-in-only route
      // redirects) before those callbacks run, and TanStack Query skips them after an unmount.
      onClick={() =>
        logoutMutation.mutateAsync().then(
          () => {
            toast({ title: 'Logged out', description: 'Come back soon!' });
            navigate(paths.home);
          },
          () => toast({ variant: 'destructive', title: 'Logout failed', description: 'Please try again.' }),
        )
      }
    >
      <LogOut aria-hidden="true" />
      Log Out
    </Button>
  );
}
