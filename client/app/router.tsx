/**
 * Every route of docs/product.md section 2, lazily loaded, with its access rule. Screens come from features;
 * this file only composes them.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '@/components/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { AppShell } from './layouts/app-shell';
import { ProtectedRoute } from './routes/protected-route';

function lazyNamed<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyNamed(() => import('./routes/landing-page'), 'LandingPage');
const NotFoundPage = lazyNamed(() => import('./routes/not-found'), 'NotFoundPage');
const DiscoverScreen = lazyNamed(() => import('@/features/discover/components/discover-screen'), 'DiscoverScreen');
const AuthScreen = lazyNamed(() => import('@/features/auth/components/auth-screen'), 'AuthScreen');
const MatchesRoute = lazyNamed(() => import('./routes/matches-route'), 'MatchesRoute');
const MessagesRoute = lazyNamed(() => import('./routes/messages-route'), 'MessagesRoute');
const NoticesScreen = lazyNamed(() => import('@/features/notices/components/notices-screen'), 'NoticesScreen');
const ChatRoute = lazyNamed(() => import('./routes/chat-route'), 'ChatRoute');
const ModerationScreen = lazyNamed(() => import('@/features/moderation/components/moderation-screen'), 'ModerationScreen');
const ProfileRoute = lazyNamed(() => import('./routes/profile-route'), 'ProfileRoute');
const LearnRoute = lazyNamed(() => import('./routes/learn-route'), 'LearnRoute');
const ModuleRoute = lazyNamed(() => import('./routes/module-route'), 'ModuleRoute');
const BrowseCoinsScreen = lazyNamed(() => import('@/features/coins/components/browse-coins-screen'), 'BrowseCoinsScreen');
const CryptoDetailScreen = lazyNamed(() => import('@/features/coins/components/crypto-detail-screen'), 'CryptoDetailScreen');
const PracticeWalletRoute = lazyNamed(() => import('./routes/practice-wallet-route'), 'PracticeWalletRoute');
const ForgotPasswordScreen = lazyNamed(() => import('@/features/auth/components/account-recovery-screens'), 'ForgotPasswordScreen');
const ResetPasswordScreen = lazyNamed(() => import('@/features/auth/components/account-recovery-screens'), 'ResetPasswordScreen');
const VerifyEmailScreen = lazyNamed(() => import('@/features/auth/components/account-recovery-screens'), 'VerifyEmailScreen');
const VocabularyScreen = lazyNamed(() => import('@/features/vocabulary/components/vocabulary-screen'), 'VocabularyScreen');

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
                <Route path="/" component={DiscoverScreen} />
                <Route path="/discover" component={DiscoverScreen} />
                <Route path="/auth" component={AuthScreen} />
                <Route path="/forgot-password" component={ForgotPasswordScreen} />
                <Route path="/reset-password" component={ResetPasswordScreen} />
                <Route path="/verify-email" component={VerifyEmailScreen} />
                <Route path="/matches" component={MatchesRoute} />
                <Route path="/messages" component={MessagesRoute} />
                <Route path="/notices">
                  <ProtectedRoute>
                    <NoticesScreen />
                  </ProtectedRoute>
                </Route>
                <Route path="/chat/:id">
                  <ProtectedRoute>
                    <ChatRoute />
                  </ProtectedRoute>
                </Route>
                <Route path="/profile">
                  <ProtectedRoute>
                    <ProfileRoute />
                  </ProtectedRoute>
                </Route>
                <Route path="/moderation">
                  <ProtectedRoute>
                    <ModerationScreen />
                  </ProtectedRoute>
                </Route>
                <Route path="/learn" component={LearnRoute} />
                <Route path="/learn/:id" component={ModuleRoute} />
                <Route path="/learning/module/:id" component={ModuleRoute} />
                <Route path="/crypto/all" component={BrowseCoinsScreen} />
                <Route path="/crypto/:id" component={CryptoDetailScreen} />
                <Route path="/vocabulary" component={VocabularyScreen} />
                <Route path="/practice-wallet" component={PracticeWalletRoute} />
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </AppShell>
      </Route>
    </Switch>
  );
}
