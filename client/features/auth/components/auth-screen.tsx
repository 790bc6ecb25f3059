import { BookOpen, Coins, Users } from 'lucide-react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { safeRedirect } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

const HIGHLIGHTS = [
  { icon: Coins, text: /*i18n*/ { id: 'auth.screen.highlightSwipe', message: 'Swipe coins and discover your crypto personality' } },
  { icon: Users, text: /*i18n*/ { id: 'auth.screen.highlightMatch', message: 'Get matched with crypto fans who can teach you, and learn from you' } },
  { icon: BookOpen, text: /*i18n*/ { id: 'auth.screen.highlightLearn', message: 'Learn together with modules, quizzes and a vocabulary trainer' } },
];

export function AuthScreen() {
  const search = new URLSearchParams(useSearch());
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const setMode = (mode: string) => {
    const next = new URLSearchParams(search);
    next.set('mode', mode);
    navigate(`/auth?${next.toString()}`, { replace: true });
  };
  const mode = search.get('mode') === 'login' ? 'login' : 'register';
  const onSuccess = () => navigate(safeRedirect(search.get('redirect')), { replace: true });
  const { user } = useCurrentUser();
  // Already signed in (another tab, a bookmark, the back button): on to where the form would have sent them.
  if (user) return <Redirect to={safeRedirect(search.get('redirect'))} replace />;

  return (
    <div className="mx-auto grid min-h-[calc(100dvh-8rem)] w-full max-w-5xl items-center gap-8 px-4 py-8 md:grid-cols-2">
      <section aria-labelledby="auth-brand" className="order-2 md:order-1">
        <h1 id="auth-brand" className="text-3xl font-extrabold leading-tight md:text-4xl">
          {i18n._({ id: 'auth.screen.headlineStart', message: 'Find your' })} <span className="text-primary">{i18n._({ id: 'auth.screen.headlineHighlight', message: 'crypto mates' })}</span>
          {i18n._({ id: 'auth.screen.headlineEnd', message: '. Learn together.' })}
        </h1>
        <p className="mt-3 text-muted-foreground">
          {i18n._({ id: 'auth.screen.intro', message: 'Match with crypto fans who know what you want to learn, and share what you know. Join the community learning crypto together.' })}
        </p>
        <ul className="mt-6 grid gap-3">
          {HIGHLIGHTS.map(({ icon: Icon, text }) => (
            <li key={text.id} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-coral-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-medium">{i18n._(text)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Card className="order-1 md:order-2">
        <CardContent className="p-6">
          <Tabs value={mode} onValueChange={setMode}>
            <TabsList aria-label={i18n._({ id: 'auth.screen.tabsLabel', message: 'Login or register' })}>
              <TabsTrigger value="login">{i18n._({ id: 'auth.screen.loginTab', message: 'Login' })}</TabsTrigger>
              <TabsTrigger value="register">{i18n._({ id: 'auth.screen.registerTab', message: 'Register' })}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <h2 className="mb-4 text-xl font-bold">{i18n._({ id: 'auth.screen.welcomeBack', message: 'Welcome back' })}</h2>
              <LoginForm onSuccess={onSuccess} />
            </TabsContent>
            <TabsContent value="register">
              <h2 className="mb-4 text-xl font-bold">{i18n._({ id: 'auth.screen.createAccount', message: 'Create your account' })}</h2>
              <RegisterForm onSuccess={onSuccess} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
