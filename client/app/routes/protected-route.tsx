import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useI18n } from '@/i18n/provider';

/** Login-only routes: a spinner while auth loads, then /auth?redirect=<this page> for guests. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { i18n } = useI18n();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading && !user) navigate(paths.auth({ redirect: `${location}${window.location.search}` }), { replace: true });
  }, [isLoading, user, location, navigate]);
  if (isLoading || !user) return <Spinner label={i18n._({ id: 'app.protected.checking', message: 'Checking your session' })} className="min-h-[50dvh]" />;
  return <>{children}</>;
}
