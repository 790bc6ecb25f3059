import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TotpSetup } from '@shared/contracts/totp';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { getTotpStatusQueryOptions, useDisableTotp, useEnableTotp, useTotpSetup } from '../api/totp';

const messageOf = (error: unknown, fallback: string) => (error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback);

function Field({ id, label, value, onChange, type = 'text', autoComplete }: { id: string; label: string; value: string; onChange: (value: string) => void; type?: string; autoComplete: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type={type} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function ErrorLine({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** Shown once after enabling: the ten recovery codes. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { i18n } = useI18n();
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium">{i18n._({ id: 'account.totp.isOn', message: 'Two-step sign-in is on.' })}</p>
      <p className="text-sm text-muted-foreground">
        {i18n._({ id: 'account.totp.saveCodes', message: 'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.' })}
      </p>
      <ul aria-label={i18n._({ id: 'account.totp.codes', message: 'Recovery codes' })} className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-3 font-mono text-sm" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button type="button" onClick={onDone}>
        {i18n._({ id: 'account.totp.saved', message: 'I have saved them' })}
      </Button>
    </div>
  );
}

/** Off: the password, then the QR code and the secret to type, then a first code turns it on. */
function TurnOn({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TotpSetup | undefined>();
  const [error, setError] = useState<string | undefined>();
  const start = useTotpSetup();
  const enable = useEnableTotp();
  const { i18n } = useI18n();
  const tryAgain = () => i18n._({ id: 'account.totp.tryAgain', message: 'Please try again.' });

  if (!setup) {
    const onStart = (event: FormEvent) => {
      event.preventDefault();
      if (!password) return setError(i18n._({ id: 'account.totp.passwordMissing', message: 'Enter your password to confirm' }));
      setError(undefined);
      start.mutate(password, { onSuccess: (answer) => setSetup(answer), onError: (failure) => setError(messageOf(failure, tryAgain())) });
    };
    return (
      <form onSubmit={onStart} noValidate className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {i18n._({
            id: 'account.totp.intro',
            message: 'After your password, Coinmates will ask for a 6-digit code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password).',
          })}
        </p>
        <Field id="totp-password" label={i18n._({ id: 'account.totp.password', message: 'Your password' })} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <ErrorLine message={error} />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? i18n._({ id: 'account.totp.starting', message: 'Starting...' }) : i18n._({ id: 'account.totp.setUp', message: 'Set up two-step sign-in' })}
        </Button>
      </form>
    );
  }

  const onEnable = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) return setError(i18n._({ id: 'account.totp.codeMissing', message: 'Enter the 6-digit code from your authenticator app.' }));
    setError(undefined);
    enable.mutate(typed, { onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError: (failure) => setError(messageOf(failure, tryAgain())) });
  };
  return (
    <form onSubmit={onEnable} noValidate className="grid gap-3">
      <p className="text-sm text-muted-foreground">{i18n._({ id: 'account.totp.scan', message: 'Scan this QR code with your authenticator app, or type the key below into it.' })}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt={i18n._({ id: 'account.totp.qrAlt', message: 'QR code for your authenticator app' })}
        className="size-44 justify-self-center rounded-lg bg-white"
      />
      <div className="grid gap-1">
        <span className="text-xs text-muted-foreground">{i18n._({ id: 'account.totp.key', message: 'Key' })}</span>
        <code data-testid="totp-secret" dir="ltr" className="rounded-lg bg-muted p-2 font-mono text-sm break-all select-all">
          {setup.secret}
        </code>
      </div>
      <Field id="totp-code" label={i18n._({ id: 'account.totp.code', message: 'Code from the app' })} autoComplete="one-time-code" value={code} onChange={setCode} />
      <ErrorLine message={error} />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? i18n._({ id: 'account.totp.checking', message: 'Checking...' }) : i18n._({ id: 'account.totp.turnOn', message: 'Turn on' })}
      </Button>
    </form>
  );
}

/** On: how many recovery codes are left; the password and a code turn it off. */
function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const disable = useDisableTotp();
  const { i18n } = useI18n();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || !code.trim()) return setError(i18n._({ id: 'account.totp.offMissing', message: 'Enter your password and a code to turn it off.' }));
    setError(undefined);
    disable.mutate({ password, code: code.replace(/\s+/g, '') }, { onError: (failure) => setError(messageOf(failure, i18n._({ id: 'account.totp.tryAgain', message: 'Please try again.' }))) });
  };
  return (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          {i18n._({
            id: 'account.totp.onWithCodes',
            message: 'Two-step sign-in is on. {count, plural, one {# recovery code left.} other {# recovery codes left.}}',
            values: { count: recoveryCodesLeft },
          })}
        </span>
      </p>
      <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-3">
        <h3 className="font-display text-base font-semibold">{i18n._({ id: 'account.totp.turnOffTitle', message: 'Turn off' })}</h3>
        <Field
          id="totp-off-password"
          label={i18n._({ id: 'account.totp.password', message: 'Your password' })}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <Field id="totp-off-code" label={i18n._({ id: 'account.totp.offCode', message: 'Code from the app, or a recovery code' })} autoComplete="one-time-code" value={code} onChange={setCode} />
        <ErrorLine message={error} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={disable.isPending}>
          {disable.isPending ? i18n._({ id: 'account.totp.turningOff', message: 'Turning off...' }) : i18n._({ id: 'account.totp.turnOff', message: 'Turn off two-step sign-in' })}
        </Button>
      </form>
    </div>
  );
}

/** Two-step sign-in (TOTP, docs/decisions/062): set up, turn on with a first code, or turn off. */
export function TotpDialog({ onDone }: { onDone: () => void }) {
  const status = useQuery(getTotpStatusQueryOptions());
  // Held here: enabling updates the status (to "on"), and the codes must stay until the user saved them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | undefined>();
  const { i18n } = useI18n();
  return (
    <DialogContent>
      <DialogTitle>{i18n._({ id: 'account.totp.title', message: 'Two-step sign-in' })}</DialogTitle>
      <DialogDescription>
        {i18n._({ id: 'account.totp.description', message: 'A code from an authenticator app after your password, so a stolen password alone cannot open your account.' })}
      </DialogDescription>
      <div className="mt-4 grid gap-4">
        {status.isPending ? <Spinner className="p-4" /> : null}
        {status.isError ? <ErrorLine message={i18n._({ id: 'account.totp.loadFailed', message: 'Two-step sign-in could not be loaded. Close this and try again.' })} /> : null}
        {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={onDone} /> : null}
        {status.data && !recoveryCodes ? status.data.enabled ? <TurnOff recoveryCodesLeft={status.data.recoveryCodesLeft} /> : <TurnOn onEnabled={setRecoveryCodes} /> : null}
      </div>
    </DialogContent>
  );
}
