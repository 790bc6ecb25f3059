/**
 * The pages a mailed link or "Forgot password?" opens (docs/decisions/050-accounts-and-mail.md): ask for a
 * reset link, set a new password from one, and confirm an e-mail address. Links carry their token in the URL
 * fragment; the page reads it once, removes it from the address bar and posts it.
 */
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { resetPasswordInputSchema } from '@shared/contracts/auth';
import { forgotPasswordInputSchema } from '@shared/contracts/email';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { HttpError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { tokenFromHash, useForgotPassword, useResetPassword, useVerifyEmail } from '../api/password-reset';
import { FormField } from './form-field';
import { useIsClient } from '@/hooks/use-is-client';
import { useI18n } from '@/i18n/provider';
import { translateValidation } from '@/lib/validation-messages';

function RecoveryFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid min-h-[calc(100dvh-8rem)] w-full max-w-md items-center px-4 py-8">
      <Card>
        <CardContent className="grid gap-4 p-6">
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}

function Outcome({ tone, children }: { tone: 'done' | 'problem'; children: ReactNode }) {
  const Icon = tone === 'done' ? CheckCircle2 : TriangleAlert;
  return (
    <div role={tone === 'done' ? 'status' : 'alert'} className="flex gap-3 rounded-xl bg-muted p-4 text-sm">
      <Icon className={tone === 'done' ? 'size-5 shrink-0 text-primary' : 'size-5 shrink-0 text-destructive'} aria-hidden="true" />
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

const messageOf = (error: unknown, fallback: string) => (error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback);

/** Reads a link's token once on mount (the fragment never reaches the server) and clears it from the address bar. */
function useLinkToken(): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    setToken(tokenFromHash(window.location.hash));
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}

export function ForgotPasswordScreen() {
  // Server-rendered: until the app has hydrated the page, submitting would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState<string | undefined>();
  const forgot = useForgotPassword();
  const { i18n } = useI18n();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordInputSchema.safeParse({ identifier });
    setError(translateValidation(i18n, parsed.error?.issues[0]?.message));
    if (parsed.success) forgot.mutate(parsed.data);
  };

  return (
    <RecoveryFrame title={i18n._({ id: 'auth.recovery.forgotTitle', message: 'Forgot your password?' })}>
      {forgot.isSuccess ? (
        <>
          <Outcome tone="done">
            <p className="font-semibold">{i18n._({ id: 'auth.recovery.checkEmail', message: 'Check your e-mail' })}</p>
            <p className="mt-1">{forgot.data.message}</p>
          </Outcome>
          <Button asChild variant="outline">
            <Link href={paths.auth({ mode: 'login' })}>{i18n._({ id: 'auth.recovery.backToSignIn', message: 'Back to sign in' })}</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {i18n._({ id: 'auth.recovery.forgotIntro', message: 'Enter your username or the e-mail address you confirmed on your account. We will send a link to set a new password.' })}
          </p>
          <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField
              id="forgot-identifier"
              label={i18n._({ id: 'auth.recovery.identifier', message: 'Username or e-mail' })}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={identifier}
              error={error}
              onChange={(event) => setIdentifier(event.target.value)}
            />
            {forgot.isError ? <Outcome tone="problem">{messageOf(forgot.error, i18n._({ id: 'auth.recovery.forgotFailed', message: 'Something went wrong. Please try again.' }))}</Outcome> : null}
            <Button type="submit" size="lg" disabled={!isHydrated || forgot.isPending}>
              {forgot.isPending ? i18n._({ id: 'auth.recovery.sending', message: 'Sending...' }) : i18n._({ id: 'auth.recovery.sendLink', message: 'Send reset link' })}
            </Button>
          </form>
          <p className="text-sm text-muted-foreground">
            {i18n._({ id: 'auth.recovery.remembered', message: 'Remembered it?' })}{' '}
            <Link href={paths.auth({ mode: 'login' })} className="font-medium text-primary underline-offset-4 hover:underline">
              {i18n._({ id: 'auth.recovery.signIn', message: 'Sign in' })}
            </Link>
          </p>
        </>
      )}
    </RecoveryFrame>
  );
}

// Sits in a muted notice box, where the primary colour is below 4.5:1: the notice's own text colour, underlined.
function AskAgain() {
  const { i18n } = useI18n();
  return (
    <Link href={paths.forgotPassword} className="font-medium text-foreground underline underline-offset-4">
      {i18n._({ id: 'auth.recovery.askAgain', message: 'Ask for a new link' })}
    </Link>
  );
}

export function ResetPasswordScreen() {
  // Server-rendered: until the app has hydrated the page, submitting would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const token = useLinkToken();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = useResetPassword();
  const { i18n } = useI18n();
  const newPasswordTitle = i18n._({ id: 'auth.recovery.newPasswordTitle', message: 'Set a new password' });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordInputSchema.safeParse({ token, password: values.password });
    const next: typeof errors = {};
    for (const issue of parsed.error?.issues ?? []) if (issue.path[0] === 'password') next.password ??= translateValidation(i18n, issue.message);
    if (values.confirm !== values.password) next.confirm = translateValidation(i18n, "Passwords don't match");
    setErrors(next);
    if (parsed.success && !next.confirm) reset.mutate(parsed.data);
  };

  if (token === undefined)
    return (
      <RecoveryFrame title={newPasswordTitle}>
        <Spinner />
      </RecoveryFrame>
    );
  if (!token) {
    return (
      <RecoveryFrame title={newPasswordTitle}>
        <Outcome tone="problem">
          {i18n._({ id: 'auth.recovery.linkIncomplete', message: 'This link is not complete. Open it again from the e-mail.' })} <AskAgain />
        </Outcome>
      </RecoveryFrame>
    );
  }
  if (reset.isSuccess) {
    return (
      <RecoveryFrame title={i18n._({ id: 'auth.recovery.passwordChanged', message: 'Password changed' })}>
        <Outcome tone="done">{reset.data.message}</Outcome>
        <Button asChild size="lg">
          <Link href={paths.auth({ mode: 'login' })}>{i18n._({ id: 'auth.recovery.signIn', message: 'Sign in' })}</Link>
        </Button>
      </RecoveryFrame>
    );
  }
  return (
    <RecoveryFrame title={newPasswordTitle}>
      <p className="text-sm text-muted-foreground">
        {i18n._({ id: 'auth.recovery.newPasswordIntro', message: 'Choose a new password for your account. Every device signed in to it will be signed out.' })}
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        {/* Lets a password manager file the new password under the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <FormField
          id="reset-password"
          label={i18n._({ id: 'auth.recovery.newPassword', message: 'New password' })}
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues((current) => ({ ...current, password: event.target.value }))}
        />
        <FormField
          id="reset-confirm"
          label={i18n._({ id: 'auth.recovery.confirmNewPassword', message: 'Confirm new password' })}
          type="password"
          autoComplete="new-password"
          value={values.confirm}
          error={errors.confirm}
          onChange={(event) => setValues((current) => ({ ...current, confirm: event.target.value }))}
        />
        {reset.isError ? (
          <Outcome tone="problem">
            {messageOf(reset.error, i18n._({ id: 'auth.recovery.resetFailed', message: 'Your password was not changed. Please try again.' }))} <AskAgain />
          </Outcome>
        ) : null}
        <Button type="submit" size="lg" disabled={!isHydrated || reset.isPending}>
          {reset.isPending ? i18n._({ id: 'auth.recovery.saving', message: 'Saving...' }) : i18n._({ id: 'auth.recovery.setPassword', message: 'Set new password' })}
        </Button>
      </form>
    </RecoveryFrame>
  );
}

export function VerifyEmailScreen() {
  const token = useLinkToken();
  const verify = useVerifyEmail();
  const { user } = useCurrentUser();
  const { i18n } = useI18n();
  const confirmTitle = i18n._({ id: 'auth.recovery.confirmTitle', message: 'Confirm your e-mail' });
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      mutate(token);
    }
  }, [token, mutate]);

  const next = user ? (
    <Button asChild variant="outline">
      <Link href={paths.profile}>{i18n._({ id: 'auth.recovery.toProfile', message: 'Go to my profile' })}</Link>
    </Button>
  ) : (
    <Button asChild variant="outline">
      <Link href={paths.auth({ mode: 'login' })}>{i18n._({ id: 'auth.recovery.signIn', message: 'Sign in' })}</Link>
    </Button>
  );

  if (token === '') {
    return (
      <RecoveryFrame title={confirmTitle}>
        <Outcome tone="problem">
          {i18n._({ id: 'auth.recovery.verifyLinkIncomplete', message: 'This link is not complete. Open it again from the e-mail, or send a new one from your account settings.' })}
        </Outcome>
        {next}
      </RecoveryFrame>
    );
  }
  if (verify.isSuccess) {
    return (
      <RecoveryFrame title={i18n._({ id: 'auth.recovery.emailConfirmed', message: 'E-mail confirmed' })}>
        <Outcome tone="done">{verify.data.message}</Outcome>
        {next}
      </RecoveryFrame>
    );
  }
  if (verify.isError) {
    return (
      <RecoveryFrame title={confirmTitle}>
        <Outcome tone="problem">
          {messageOf(verify.error, i18n._({ id: 'auth.recovery.verifyFailed', message: 'Your e-mail could not be confirmed. Please try again.' }))}{' '}
          {i18n._({ id: 'auth.recovery.sendNewLink', message: 'You can send a new link from your account settings.' })}
        </Outcome>
        {next}
      </RecoveryFrame>
    );
  }
  return (
    <RecoveryFrame title={confirmTitle}>
      <Spinner className="p-4" label={i18n._({ id: 'auth.recovery.confirming', message: 'Confirming your e-mail' })} />
    </RecoveryFrame>
  );
}
