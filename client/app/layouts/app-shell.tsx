import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getUnreadCountQueryOptions } from '@/features/messages/api/get-unread-count';
import { OfflineNotice } from '@/components/offline-notice';
import { WarningBanner } from '@/features/notices/components/warning-banner';
import { useHideOnScroll } from '@/hooks/use-hide-on-scroll';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { isConversationPath } from './nav-items';

/** Only signed-in users have a live connection: its code (and zod's event schemas) loads with the session. */
const LiveLayer = lazy(async () => ({ default: (await import('../live/live-layer')).LiveLayer }));
/** Only accounts from before the age gate that have not answered get the question (and its form code). */
const BirthMonthPrompt = lazy(async () => ({ default: (await import('@/features/auth/components/birth-month-prompt')).BirthMonthPrompt }));

export function AppShell({ children }: { children: ReactNode }) {
  const isHidden = useHideOnScroll();
  const { i18n } = useI18n();
  const { user } = useAuth();
  const [location] = useLocation();
  const isConversation = isConversationPath(location);
  const unread = useQuery(getUnreadCountQueryOptions(Boolean(user)));
  const unreadCount = user ? (unread.data?.count ?? 0) : 0;
  useEffect(() => {
    // Offline the offline notice says it (and the toast store holds error toasts back then).
    if (unread.isError) toast({ variant: 'destructive', title: i18n._({ id: 'app.shell.unreadFailed', message: 'Failed to fetch unread counts' }) });
  }, [unread.isError, i18n]);

  return (
    // Sticky bars inside pages sit below the header: --app-header-offset follows it as it slides away.
    <div className="flex min-h-dvh flex-col" style={{ '--app-header-offset': isHidden ? '0px' : '3.5rem' } as CSSProperties}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-card focus:p-2">
        {i18n._({ id: 'app.shell.skipToContent', message: 'Skip to content' })}
      </a>
      <AppHeader isHidden={isHidden} unreadCount={unreadCount} className={isConversation ? 'max-md:hidden' : undefined} />
      {isConversation ? null : <OfflineNotice className="md:sticky md:top-[var(--app-header-offset)] md:z-30" />}
      <WarningBanner isSignedIn={Boolean(user)} />
      {/* The layout follows the width by CSS alone (768 px, `md`): the server's HTML is right before any script. */}
      <main id="main" className={isConversation ? 'flex-1' : 'flex-1 pb-20 md:pb-0'}>
        {children}
      </main>
      {isConversation ? null : <BottomBar isHidden={isHidden} unreadCount={unreadCount} />}
      {user ? (
        <Suspense fallback={null}>
          <LiveLayer />
        </Suspense>
      ) : null}
      {user?.ageGroup === 'unknown' ? (
        <Suspense fallback={null}>
          <BirthMonthPrompt user={user} />
        </Suspense>
      ) : null}
    </div>
  );
}
