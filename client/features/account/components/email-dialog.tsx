import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, MailWarning } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { setEmailInputSchema, type AccountEmail } from '@shared/contracts/email';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { getAccountEmailQueryOptions, useRemoveEmail, useResendVerification, useSetEmail } from '../api/account-email';

type Field = 'email' | 'password';

/** The row's one-line state: what the account can do with its e-mail now. */
export function emailHint(email: AccountEmail | undefined): string {
  if (!email) return 'Loading...';
  if (email.pendingAddress) return `Waiting for you to confirm ${email.pendingAddress}`;
  if (email.address) return `${email.address} · confirmed`;
  return 'Add one so you can reset a forgotten password';
}

function Status({ email }: { email: AccountEmail }) {
  const resend = useResendVerification();
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: 'Link sent', description: 'Check your inbox (and spam folder) for the new link.' }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not sent', description: error instanceof HttpError ? (error.serverMessage ?? 'Please try again.') : 'Please try again.' }),
    });
  return (
    <div className="grid gap-2 text-sm">
      {email.address ? (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">
            <bdi dir="ltr" className="font-medium">
              {email.address}
            </bdi>{' '}
            is confirmed. Password reset links go there.
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>Without a confirmed e-mail, a forgotten password cannot be reset and the account would be lost.</span>
        </p>
      )}
      {email.pendingAddress ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-3">
          <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 break-words">
            We sent a link to{' '}
            <bdi dir="ltr" className="font-medium">
              {email.pendingAddress}
            </bdi>
            . Open it within 24 hours to confirm.
          </span>
          <Button type="button" size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend link'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Removing the address: the password again, or nothing in a session signed in with a passkey in the last
 * 10 minutes (the server decides and says which it needs). The removed address is told.
 */
function RemoveEmail() {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useRemoveEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    remove.mutate(password ? { password } : {}, {
      onSuccess: () => {
        setPassword('');
        toast({ title: 'E-mail removed', description: 'We told the old address. A forgotten password cannot be reset until you add one again.' });
      },
      onError: (failure) => {
        const message = failure instanceof HttpError ? failure.serverMessage : undefined;
        if (failure instanceof HttpError && failure.status === 400 && message) setError(message);
        else toast({ variant: 'destructive', title: 'Not removed', description: message ?? 'Your e-mail was not removed. Please try again.' });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t border-border pt-4" noValidate aria-labelledby="remove-email-heading">
      <h3 id="remove-email-heading" className="font-display text-base font-semibold">
        Remove e-mail
      </h3>
      <Label htmlFor="account-remove-password">Your password</Label>
      <Input
        id="account-remove-password"
        type="password"
        autoComplete="current-password"
        value={password}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'account-remove-password-error' : 'account-remove-password-hint'}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error ? (
        <p id="account-remove-password-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : (
        <p id="account-remove-password-hint" className="text-xs text-muted-foreground">
          Signed in with a passkey in the last 10 minutes? You can leave it empty.
        </p>
      )}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={remove.isPending}>
        {remove.isPending ? 'Removing...' : 'Remove e-mail'}
      </Button>
    </form>
  );
}

/** Add or change the e-mail (with the password, or a passkey sign-in moments ago); a link confirms it, and the old address is told. */
export function EmailDialog({ onDone }: { onDone: () => void }) {
  const email = useQuery(getAccountEmailQueryOptions());
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSetEmail();
  const onlineOnly = useOnlineOnly();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty password: the server accepts a passkey sign-in of the last 10 minutes instead, or says it needs one.
    const parsed = setEmailInputSchema.safeParse(values.password ? values : { email: values.email });
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: result.pendingAddress ? 'Check your inbox' : 'Nothing to change',
          description: result.pendingAddress ? `We sent a link to ${result.pendingAddress}. Open it to confirm the address.` : 'That address is already confirmed on your account.',
        });
        onDone();
      },
      onError: (error) => {
        const message = error instanceof HttpError ? error.serverMessage : undefined;
        if (error instanceof HttpError && error.status === 400 && message) {
          setErrors(/password/i.test(message) ? { password: message } : { email: message });
        } else toast({ variant: 'destructive', title: 'Not saved', description: message ?? 'Your e-mail was not changed. Please try again.' });
      },
    });
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`account-${name}`}>{label}</Label>
      <Input
        id={`account-${name}`}
        type={type}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `account-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <p id={`account-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const hasAny = Boolean(email.data?.address || email.data?.pendingAddress);
  return (
    <DialogContent>
      <DialogTitle>E-mail</DialogTitle>
      <DialogDescription>Your e-mail is how you get back into your account. Only you see it.</DialogDescription>
      <div className="mt-4 grid gap-4">
        {email.isPending ? <Spinner className="p-4" /> : null}
        {email.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Your e-mail settings could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void email.refetch()}>
              Try again
            </button>
          </p>
        ) : null}
        {email.data ? <Status email={email.data} /> : null}
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {field('email', hasAny ? 'New e-mail' : 'E-mail', 'email', 'email')}
          {field('password', 'Your password', 'password', 'current-password')}
          <p className="text-xs text-muted-foreground">Signed in with a passkey in the last 10 minutes? You can leave the password empty.</p>
          <p className="text-xs text-muted-foreground">
            {email.data?.address ? 'Your current address keeps working, and hears about the change, until you confirm the new one.' : 'We send one link to confirm it.'}
          </p>
          {onlineOnly.reason}
          <Button type="submit" disabled={save.isPending} {...onlineOnly.controlProps}>
            {save.isPending ? 'Saving...' : hasAny ? 'Change e-mail' : 'Add e-mail'}
          </Button>
        </form>
        {hasAny ? <RemoveEmail /> : null}
      </div>
    </DialogContent>
  );
}
