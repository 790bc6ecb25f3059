import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { useTotpLogin } from '../hooks/use-auth';
import { FormField } from './form-field';

/**
 * The second step of a password sign-in when the account has two-step sign-in (TOTP) on: the 6-digit code
 * from the authenticator app, or one of the recovery codes (docs/decisions/062).
 */
export function TotpStep({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const totpLogin = useTotpLogin();
  const { i18n } = useI18n();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i.test(typed)) {
      setError(i18n._({ id: 'auth.totp.invalidCode', message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' }));
      return;
    }
    setError(undefined);
    totpLogin.mutate(typed, {
      onSuccess,
      onError: (failure) =>
        setError(
          rateLimitMessage(failure, 'sign-in', i18n) ??
            (failure instanceof HttpError ? failure.serverMessage : undefined) ??
            i18n._({ id: 'auth.totp.failed', message: 'That did not work. Please try again.' }),
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="totp-step-heading">
      <div className="grid gap-1">
        <h2 id="totp-step-heading" className="font-display text-lg font-semibold">
          {i18n._({ id: 'auth.totp.title', message: 'Two-step sign-in' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'auth.totp.description', message: 'Open your authenticator app and enter the 6-digit code for Coinmates. Lost your phone? Enter one of your recovery codes.' })}
        </p>
      </div>
      <FormField
        id="login-totp-code"
        label={i18n._({ id: 'auth.totp.code', message: 'Code' })}
        inputMode="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={totpLogin.isPending}>
        {totpLogin.isPending ? i18n._({ id: 'auth.totp.checking', message: 'Checking...' }) : i18n._({ id: 'auth.totp.continue', message: 'Continue' })}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {i18n._({ id: 'auth.totp.back', message: 'Back to sign-in' })}
      </Button>
    </form>
  );
}
