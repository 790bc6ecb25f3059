import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** Login-only routes: a spinner while auth loads, then /auth?redirect=<this page> for guests. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate(paths.auth({ redirect: `${location}${window.location.search}` }), { replace: true });
  }, [isLoading, user, location, navigate]);
  if (isLoading || !user) return <Spinner label="Checking your session" className="min-h-[50dvh]" />;
  return <>{children}</>;
}
