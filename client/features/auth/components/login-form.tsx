import { zodResolver } from '@hookform/resolvers/zod';
import { Fingerprint } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { loginInputSchema, type LoginInput } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { cancelPasskeyPrompt, isPasskeyAutofillSupported, isPasskeyCancelled, isPasskeySupported } from '@/lib/passkeys';
import { toast } from '@/lib/toast-store';
import { translateValidation } from '@/lib/validation-messages';
import { useLogin, usePasskeyLogin } from '../hooks/use-auth';
import { FormField } from './form-field';
import { TotpStep } from './totp-step';
import { useIsClient } from '@/hooks/use-is-client';

function PasswordForm({ onSuccess, onNeedsTotp }: { onSuccess: () => void; onNeedsTotp: () => void }) {
  // Server-rendered: until the app has hydrated the page, submitting would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const { i18n } = useI18n();
  const signedInToast = () =>
    toast({ title: i18n._({ id: 'auth.login.successTitle', message: 'Login successful' }), description: i18n._({ id: 'auth.login.successDescription', message: 'Welcome back!' }) });
  const loginMutation = useLogin();
  const passkeyMutation = usePasskeyLogin();
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  const { mutate: passkeyLogin } = passkeyMutation;

  const onPasskeyResult = {
    onSuccess: () => {
      signedInToast();
      onSuccess();
    },
    onError: (error: Error, variables: { autofill: boolean }) => {
      if (isPasskeyCancelled(error)) return;
      // The autofill prompt waits unasked: a browser that cannot run it here (say, an address WebAuthn
      // refuses, like 127.0.0.1) is no failure of the person's; only the server's answer is worth saying.
      if (variables.autofill && !(error instanceof HttpError)) return;
      toast({
        variant: 'destructive',
        title: i18n._({ id: 'auth.login.failedTitle', message: 'Login failed' }),
        description:
          error instanceof HttpError
            ? (error.serverMessage ?? i18n._({ id: 'auth.login.tryAgain', message: 'Please try again.' }))
            : i18n._({ id: 'auth.login.passkeyFailed', message: 'Signing in with a passkey did not work. Try again, or use your password.' }),
      });
    },
  };

  // The browser's passkey autofill: passkeys appear among the username field's suggestions
  // (autocomplete="username webauthn"); picking one signs in. The waiting prompt ends with the form.
  useEffect(() => {
    setCanUsePasskey(isPasskeySupported());
    let isActive = true;
    void isPasskeyAutofillSupported().then((isSupported) => {
      if (isSupported && isActive) passkeyLogin({ autofill: true }, onPasskeyResult);
    });
    return () => {
      isActive = false;
      void cancelPasskeyPrompt();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per form; the callbacks only read props
  }, [passkeyLogin]);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const onSignedIn = () => {
    signedInToast();
    onSuccess();
  };

  const onSubmit = form.handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if ('secondFactor' in answer) {
          onNeedsTotp();
          return;
        }
        onSignedIn();
      },
      onError: (error) => {
        // Rate limited, or the account is suspended or banned (403): the server's message says why and until when.
        const limited = rateLimitMessage(error, 'sign-in', i18n);
        const hasOwnMessage = error instanceof HttpError && error.status === 403;
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'auth.login.failedTitle', message: 'Login failed' }),
          description:
            limited ??
            (hasOwnMessage
              ? (error.serverMessage ?? i18n._({ id: 'auth.login.waitAndRetry', message: 'Please wait and try again.' }))
              : i18n._({ id: 'auth.login.checkCredentials', message: 'Please check your credentials and try again.' })),
        });
      },
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="login-username"
        label={i18n._({ id: 'auth.login.username', message: 'Username' })}
        autoComplete="username webauthn"
        error={translateValidation(i18n, errors.username?.message)}
        {...form.register('username')}
      />
      <FormField
        id="login-password"
        label={i18n._({ id: 'auth.login.password', message: 'Password' })}
        type="password"
        autoComplete="current-password"
        error={translateValidation(i18n, errors.password?.message)}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" disabled={!isHydrated || loginMutation.isPending}>
        {loginMutation.isPending ? i18n._({ id: 'auth.login.submitting', message: 'Logging in...' }) : i18n._({ id: 'auth.login.submit', message: 'Log In' })}
      </Button>
      <Link href={paths.forgotPassword} className="justify-self-center rounded-sm px-2 py-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2">
        {i18n._({ id: 'auth.login.forgotPassword', message: 'Forgot password?' })}
      </Link>
      {canUsePasskey ? (
        <Button
          type="button"
          variant="outline"
          size="lg"
          disabled={passkeyMutation.isPending && !passkeyMutation.variables?.autofill}
          onClick={() => passkeyLogin({ autofill: false }, onPasskeyResult)}
        >
          <Fingerprint aria-hidden="true" />
          {i18n._({ id: 'auth.login.passkey', message: 'Sign in with a passkey' })}
        </Button>
      ) : null}
    </form>
  );
}

/**
 * The password form, then (when the account has two-step sign-in on) the code step in its place. The
 * password form unmounts, which also ends its waiting passkey autofill prompt quietly.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [needsTotp, setNeedsTotp] = useState(false);
  const { i18n } = useI18n();
  if (!needsTotp) return <PasswordForm onSuccess={onSuccess} onNeedsTotp={() => setNeedsTotp(true)} />;
  return (
    <TotpStep
      onSuccess={() => {
        toast({ title: i18n._({ id: 'auth.login.successTitle', message: 'Login successful' }), description: i18n._({ id: 'auth.login.successDescription', message: 'Welcome back!' }) });
        onSuccess();
      }}
      onCancel={() => setNeedsTotp(false)}
    />
  );
}
