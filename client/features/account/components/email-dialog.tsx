import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, MailWarning } from 'lucide-react';
import type { I18n } from '@lingui/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { setEmailInputSchema, type AccountEmail } from '@shared/contracts/email';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { ltr } from '@/lib/bidi';
import { toast } from '@/lib/toast-store';
import { translateValidation } from '@/lib/validation-messages';
import { getAccountEmailQueryOptions, useRemoveEmail, useResendVerification, useSetEmail } from '../api/account-email';

type Field = 'email' | 'password';

/** The row's one-line state: what the account can do with its e-mail now. */
export function emailHint(i18n: I18n, email: AccountEmail | undefined): string {
  if (!email) return i18n._({ id: 'account.email.loading', message: 'Loading...' });
  if (email.pendingAddress) return i18n._({ id: 'account.email.hintPending', message: 'Waiting for you to confirm {address}', values: { address: ltr(email.pendingAddress) } });
  if (email.address) return i18n._({ id: 'account.email.hintConfirmed', message: '{address} · confirmed', values: { address: ltr(email.address) } });
  return i18n._({ id: 'account.email.hintNone', message: 'Add one so you can reset a forgotten password' });
}

/** A translated sentence with `{address}` in it, the address set in as its own left-to-right, bold element. */
function withAddress(sentence: string, address: string): ReactNode {
  const [before, after] = sentence.split('{address}');
  return (
    <>
      {before}
      <bdi dir="ltr" className="font-medium">
        {address}
      </bdi>
      {after}
    </>
  );
}

function Status({ email }: { email: AccountEmail }) {
  const resend = useResendVerification();
  const { i18n } = useI18n();
  // The address is set in by withAddress: the placeholder is kept as it is in the translated sentence.
  const address = '{address}';
  const tryAgain = () => i18n._({ id: 'account.email.tryAgain', message: 'Please try again.' });
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: i18n._({ id: 'account.email.linkSent', message: 'Link sent' }),
          description: i18n._({ id: 'account.email.linkSentDescription', message: 'Check your inbox (and spam folder) for the new link.' }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'account.email.notSent', message: 'Not sent' }),
          description: error instanceof HttpError ? (error.serverMessage ?? tryAgain()) : tryAgain(),
        }),
    });
  return (
    <div className="grid gap-2 text-sm">
      {email.address ? (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {withAddress(i18n._({ id: 'account.email.confirmed', message: '{address} is confirmed. Password reset links go there.', values: { address } }), email.address)}
          </span>
        </p>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span>{i18n._({ id: 'account.email.noneWarning', message: 'Without a confirmed e-mail, a forgotten password cannot be reset and the account would be lost.' })}</span>
        </p>
      )}
      {email.pendingAddress ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border p-3">
          <Clock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 break-words">
            {withAddress(
              i18n._({ id: 'account.email.pending', message: 'We sent a link to {address}. Open it within {hours} hours to confirm.', values: { address, hours: 24 } }),
              email.pendingAddress,
            )}
          </span>
          <Button type="button" size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? i18n._({ id: 'account.email.sending', message: 'Sending...' }) : i18n._({ id: 'account.email.resend', message: 'Resend link' })}
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
  const { i18n } = useI18n();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    remove.mutate(password ? { password } : {}, {
      onSuccess: () => {
        setPassword('');
        toast({
          title: i18n._({ id: 'account.email.removed', message: 'E-mail removed' }),
          description: i18n._({ id: 'account.email.removedDescription', message: 'We told the old address. A forgotten password cannot be reset until you add one again.' }),
        });
      },
      onError: (failure) => {
        const message = failure instanceof HttpError ? failure.serverMessage : undefined;
        if (failure instanceof HttpError && failure.status === 400 && message) setError(message);
        else
          toast({
            variant: 'destructive',
            title: i18n._({ id: 'account.email.notRemoved', message: 'Not removed' }),
            description: message ?? i18n._({ id: 'account.email.removeFailed', message: 'Your e-mail was not removed. Please try again.' }),
          });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid gap-2 border-t border-border pt-4" noValidate aria-labelledby="remove-email-heading">
      <h3 id="remove-email-heading" className="font-display text-base font-semibold">
        {i18n._({ id: 'account.email.removeTitle', message: 'Remove e-mail' })}
      </h3>
      <Label htmlFor="account-remove-password">{i18n._({ id: 'account.email.password', message: 'Your password' })}</Label>
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
          {i18n._({ id: 'account.email.removePasskeyHint', message: 'Signed in with a passkey in the last {minutes} minutes? You can leave it empty.', values: { minutes: 10 } })}
        </p>
      )}
      <Button type="submit" variant="outline" className="justify-self-start" disabled={remove.isPending}>
        {remove.isPending ? i18n._({ id: 'account.email.removing', message: 'Removing...' }) : i18n._({ id: 'account.email.removeTitle', message: 'Remove e-mail' })}
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
  const { i18n } = useI18n();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // An empty password: the server accepts a passkey sign-in of the last 10 minutes instead, or says it needs one.
    const parsed = setEmailInputSchema.safeParse(values.password ? values : { email: values.email });
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as Field] ??= translateValidation(i18n, issue.message);
    setErrors(next);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        toast({
          title: result.pendingAddress ? i18n._({ id: 'account.email.checkInbox', message: 'Check your inbox' }) : i18n._({ id: 'account.email.nothingToChange', message: 'Nothing to change' }),
          description: result.pendingAddress
            ? i18n._({ id: 'account.email.sentTo', message: 'We sent a link to {address}. Open it to confirm the address.', values: { address: ltr(result.pendingAddress) } })
            : i18n._({ id: 'account.email.alreadyConfirmed', message: 'That address is already confirmed on your account.' }),
        });
        onDone();
      },
      onError: (error) => {
        const message = error instanceof HttpError ? error.serverMessage : undefined;
        if (error instanceof HttpError && error.status === 400 && message) {
          // The wrong password by its code, a password issue by its path: the message is in the reader's language.
          const isPassword = error.serverCode === 'WRONG_PASSWORD' || /"path":\["password"\]/.test(error.body);
          setErrors(isPassword ? { password: message } : { email: message });
        } else
          toast({
            variant: 'destructive',
            title: i18n._({ id: 'account.email.notSaved', message: 'Not saved' }),
            description: message ?? i18n._({ id: 'account.email.saveFailed', message: 'Your e-mail was not changed. Please try again.' }),
          });
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
      <DialogTitle>{i18n._({ id: 'account.email.title', message: 'E-mail' })}</DialogTitle>
      <DialogDescription>{i18n._({ id: 'account.email.description', message: 'Your e-mail is how you get back into your account. Only you see it.' })}</DialogDescription>
      <div className="mt-4 grid gap-4">
        {email.isPending ? <Spinner className="p-4" /> : null}
        {email.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {i18n._({ id: 'account.email.loadFailed', message: 'Your e-mail settings could not be loaded.' })}{' '}
            <button type="button" className="underline" onClick={() => void email.refetch()}>
              {i18n._({ id: 'account.email.retry', message: 'Try again' })}
            </button>
          </p>
        ) : null}
        {email.data ? <Status email={email.data} /> : null}
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {field('email', hasAny ? i18n._({ id: 'account.email.newEmail', message: 'New e-mail' }) : i18n._({ id: 'account.email.title', message: 'E-mail' }), 'email', 'email')}
          {field('password', i18n._({ id: 'account.email.password', message: 'Your password' }), 'password', 'current-password')}
          <p className="text-xs text-muted-foreground">
            {i18n._({ id: 'account.email.passkeyHint', message: 'Signed in with a passkey in the last {minutes} minutes? You can leave the password empty.', values: { minutes: 10 } })}
          </p>
          <p className="text-xs text-muted-foreground">
            {email.data?.address
              ? i18n._({ id: 'account.email.changeHint', message: 'Your current address keeps working, and hears about the change, until you confirm the new one.' })
              : i18n._({ id: 'account.email.addHint', message: 'We send one link to confirm it.' })}
          </p>
          {onlineOnly.reason}
          <Button type="submit" disabled={save.isPending} {...onlineOnly.controlProps}>
            {save.isPending
              ? i18n._({ id: 'account.email.saving', message: 'Saving...' })
              : hasAny
                ? i18n._({ id: 'account.email.change', message: 'Change e-mail' })
                : i18n._({ id: 'account.email.add', message: 'Add e-mail' })}
          </Button>
        </form>
        {hasAny ? <RemoveEmail /> : null}
      </div>
    </DialogContent>
  );
}
