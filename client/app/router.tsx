/**
 * Every route of docs/product.md section 2, lazily loaded, with its access rule. Screens come from features;
 * this file only composes them.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import type { Area } from '@/i18n/areas';
import { loadAreas } from '@/i18n/i18n';
import { AppShell } from './layouts/app-shell';
import { ProtectedRoute } from './routes/protected-route';

/**
 * A lazily loaded screen whose code can also be loaded ahead: once loaded it renders at once, not suspended.
 * `source` is its module's path under client/, as the build's manifest names it: the server links the
 * screen's chunks from the page it sends (`<link rel="modulepreload">`, server/lib/static-client.ts), and
 * router.test.ts checks that it names the module `load` imports. `areas` are the catalogue areas its messages
 * are in besides the shell's (client/i18n/areas.ts), loaded with its code; client/i18n/catalogs.test.ts checks
 * that they cover every message its modules use.
 */
type Screen = ComponentType & { preload: () => Promise<unknown>; source: string; areas: readonly Area[] };

function lazyNamed<T extends Record<string, ComponentType>>(source: string, load: () => Promise<T>, name: keyof T, areas: readonly Area[] = []): Screen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= Promise.all([load(), loadAreas(areas)]).then(([module]) => (loaded = module[name] as ComponentType)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per mount: switching from the lazy wrapper to the loaded screen later would remount it.
  const Screen = () => {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  };
  return Object.assign(Screen, { preload, source, areas });
}

const LandingPage = lazyNamed('app/routes/landing-page.tsx', () => import('./routes/landing-page'), 'LandingPage', ['landing']);
const NotFoundPage = lazyNamed('app/routes/not-found.tsx', () => import('./routes/not-found'), 'NotFoundPage');
const DiscoverScreen = lazyNamed('features/discover/components/discover-screen.tsx', () => import('@/features/discover/components/discover-screen'), 'DiscoverScreen');
const ModuleRoute = lazyNamed('app/routes/module-route.tsx', () => import('./routes/module-route'), 'ModuleRoute', ['learning', 'terms']);

interface AppRoute {
  path: string;
  screen: Screen;
  /** Signed-in only (docs/product.md section 2): a guest is sent to /auth. */
  isPrivate?: boolean;
}

/**
 * Every route of docs/product.md section 2 inside the app shell, in match order. The one route table: the
 * router renders it, and the browser loads the current route's code before it hydrates the server's page
 * (`preloadRoute`), so hydration finishes in one pass (docs/decisions/048-server-render-and-hydrate.md).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', screen: DiscoverScreen },
  { path: '/discover', screen: DiscoverScreen },
  { path: '/auth', screen: lazyNamed('features/auth/components/auth-screen.tsx', () => import('@/features/auth/components/auth-screen'), 'AuthScreen', ['account']) },
  {
    path: '/forgot-password',
    screen: lazyNamed('features/auth/components/account-recovery-screens.tsx', () => import('@/features/auth/components/account-recovery-screens'), 'ForgotPasswordScreen', ['account']),
  },
  {
    path: '/reset-password',
    screen: lazyNamed('features/auth/components/account-recovery-screens.tsx', () => import('@/features/auth/components/account-recovery-screens'), 'ResetPasswordScreen', ['account']),
  },
  {
    path: '/verify-email',
    screen: lazyNamed('features/auth/components/account-recovery-screens.tsx', () => import('@/features/auth/components/account-recovery-screens'), 'VerifyEmailScreen', ['account']),
  },
  { path: '/matches', screen: lazyNamed('app/routes/matches-route.tsx', () => import('./routes/matches-route'), 'MatchesRoute', ['social', 'account']) },
  { path: '/messages', screen: lazyNamed('app/routes/messages-route.tsx', () => import('./routes/messages-route'), 'MessagesRoute', ['social']) },
  { path: '/notices', screen: lazyNamed('features/notices/components/notices-screen.tsx', () => import('@/features/notices/components/notices-screen'), 'NoticesScreen', ['social']), isPrivate: true },
  { path: '/chat/:id', screen: lazyNamed('app/routes/chat-route.tsx', () => import('./routes/chat-route'), 'ChatRoute', ['social', 'terms', 'account', 'outbox']), isPrivate: true },
  { path: '/profile', screen: lazyNamed('app/routes/profile-route.tsx', () => import('./routes/profile-route'), 'ProfileRoute', ['account', 'office']), isPrivate: true },
  {
    path: '/moderation',
    screen: lazyNamed('features/moderation/components/moderation-screen.tsx', () => import('@/features/moderation/components/moderation-screen'), 'ModerationScreen', ['social']),
    isPrivate: true,
  },
  { path: '/learn', screen: lazyNamed('app/routes/learn-route.tsx', () => import('./routes/learn-route'), 'LearnRoute', ['learning']) },
  { path: '/learn/:id', screen: ModuleRoute },
  { path: '/learning/module/:id', screen: ModuleRoute },
  { path: '/crypto/all', screen: lazyNamed('features/coins/components/browse-coins-screen.tsx', () => import('@/features/coins/components/browse-coins-screen'), 'BrowseCoinsScreen', ['coins']) },
  { path: '/crypto/:id', screen: lazyNamed('features/coins/components/crypto-detail-screen.tsx', () => import('@/features/coins/components/crypto-detail-screen'), 'CryptoDetailScreen', ['coins']) },
  {
    path: '/vocabulary',
    screen: lazyNamed('features/vocabulary/components/vocabulary-screen.tsx', () => import('@/features/vocabulary/components/vocabulary-screen'), 'VocabularyScreen', ['learning', 'terms', 'account']),
  },
  { path: '/practice-wallet', screen: lazyNamed('app/routes/practice-wallet-route.tsx', () => import('./routes/practice-wallet-route'), 'PracticeWalletRoute', ['wallet']) },
];

/** Every screen: the landing page, the 404 page and each route's (client/i18n/catalogs.test.ts checks their areas). */
export const SCREENS: readonly Screen[] = [LandingPage, NotFoundPage, ...new Set(APP_ROUTES.map((route) => route.screen))];

/** One path segment per `:name`, as wouter matches them. */
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`, 'i').test(path);

/** The screen `path` shows (the landing page, a route, or the 404 page). */
function screenFor(path: string): Screen {
  if (matches('/landing', path)) return LandingPage;
  return APP_ROUTES.find((route) => matches(route.path, path))?.screen ?? NotFoundPage;
}

/** Loads the code of the screen `path` shows. */
export const preloadRoute = (path: string): Promise<unknown> => screenFor(path).preload();

/** The module (path under client/, as the build's manifest names it) and the catalogue areas of the screen `path` shows. */
export function routeScreen(path: string): { source: string; areas: readonly Area[] } {
  const { source, areas } = screenFor(path);
  return { source, areas };
}

export function AppRouter() {
  // A screen that fails to render shows the recovery screen; navigating elsewhere starts afresh.
  const [location] = useLocation();
  return (
    <Switch>
      <Route path="/landing">
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>
      </Route>
      <Route>
        <AppShell>
          <ErrorBoundary resetKey={location}>
            <Suspense fallback={<Spinner className="min-h-[50dvh]" />}>
              <Switch>
                {APP_ROUTES.map(({ path, screen: Screen, isPrivate }) => (
                  <Route key={path} path={path}>
                    {isPrivate ? (
                      <ProtectedRoute>
                        <Screen />
                      </ProtectedRoute>
                    ) : (
                      <Screen />
                    )}
                  </Route>
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </AppShell>
      </Route>
    </Switch>
  );
}
