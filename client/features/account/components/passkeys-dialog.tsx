import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passkeyNameSchema, type Passkey } from '@shared/contracts/passkeys';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { useFormat } from '@/lib/format';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { ltr } from '@/lib/bidi';
import { isPasskeyCancelled, isPasskeySupported } from '@/lib/passkeys';
import { toast } from '@/lib/toast-store';
import { translateValidation } from '@/lib/validation-messages';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemovePasskey();
  const { i18n } = useI18n();
  const { shortDate: day } = useFormat();
  const onRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () =>
        toast({
          title: i18n._({ id: 'account.passkeys.removed', message: 'Passkey removed' }),
          description: i18n._({ id: 'account.passkeys.removedDescription', message: '“{name}” can no longer sign you in.', values: { name: ltr(passkey.name) } }),
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'account.passkeys.error', message: 'Error' }),
          description: i18n._({ id: 'account.passkeys.removeFailed', message: 'The passkey was not removed. Please try again.' }),
        }),
    });
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <Fingerprint className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">
            <bdi>{passkey.name}</bdi>
          </p>
          <p className="text-xs text-muted-foreground">
            {i18n._({ id: 'account.passkeys.added', message: 'Added {date}', values: { date: day(passkey.createdAt) } })} ·{' '}
            {passkey.lastUsedAt
              ? i18n._({ id: 'account.passkeys.lastUsed', message: 'Last used {date}', values: { date: day(passkey.lastUsedAt) } })
              : i18n._({ id: 'account.passkeys.notUsed', message: 'Not used yet' })}
            {passkey.isSynced ? ` · ${i18n._({ id: 'account.passkeys.synced', message: 'Synced' })}` : ''}
          </p>
        </div>
        {isConfirming ? null : (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)} aria-label={i18n._({ id: 'account.passkeys.removeLabel', message: 'Remove {name}', values: { name: passkey.name } })}>
            {i18n._({ id: 'account.passkeys.remove', message: 'Remove' })}
          </Button>
        )}
      </div>
      {isConfirming ? (
        <div
          role="group"
          aria-label={i18n._({ id: 'account.passkeys.removeConfirmLabel', message: 'Remove {name}?', values: { name: passkey.name } })}
          className="grid gap-2 rounded-lg bg-muted p-3 text-sm"
        >
          <p>{i18n._({ id: 'account.passkeys.removeConfirm', message: 'Remove this passkey? You will no longer be able to sign in with it.' })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsConfirming(false)}>
              {i18n._({ id: 'account.passkeys.keep', message: 'Keep it' })}
            </Button>
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={onRemove}>
              {remove.isPending ? i18n._({ id: 'account.passkeys.removing', message: 'Removing...' }) : i18n._({ id: 'account.passkeys.confirmRemove', message: 'Yes, remove' })}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function AddPasskeyForm() {
  const { i18n } = useI18n();
  const [name, setName] = useState(() => i18n._({ id: 'account.passkeys.defaultName', message: 'My passkey' }));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});
  const add = useAddPasskey();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = passkeyNameSchema.safeParse(name);
    const next = {
      name: translateValidation(i18n, parsedName.error?.issues[0]?.message),
      password: password ? undefined : i18n._({ id: 'account.passkeys.passwordMissing', message: 'Enter your password' }),
    };
    setErrors(next);
    if (!parsedName.success || next.password) return;
    add.mutate(
      { name: parsedName.data, currentPassword: password },
      {
        onSuccess: (passkey) => {
          setPassword('');
          setErrors({});
          toast({
            title: i18n._({ id: 'account.passkeys.addedTitle', message: 'Passkey added' }),
            description: i18n._({ id: 'account.passkeys.addedDescription', message: 'You can now sign in with “{name}”.', values: { name: ltr(passkey.name) } }),
          });
        },
        onError: (error) => {
          if (isPasskeyCancelled(error)) return setErrors({ form: i18n._({ id: 'account.passkeys.cancelled', message: 'The passkey was not created: the prompt was closed.' }) });
          const message = error instanceof HttpError ? error.serverMessage : undefined;
          if (error instanceof HttpError && error.serverCode === 'WRONG_PASSWORD') return setErrors({ password: message });
          setErrors({ form: message ?? i18n._({ id: 'account.passkeys.addFailed', message: 'The passkey was not added. Please try again.' }) });
        },
      },
    );
  };

  if (!isPasskeySupported()) {
    return (
      <p className="text-sm text-muted-foreground">
        {i18n._({ id: 'account.passkeys.unsupported', message: 'This browser cannot create passkeys. Try a recent browser on a device with a screen lock.' })}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">{i18n._({ id: 'account.passkeys.addTitle', message: 'Add a passkey' })}</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="passkey-name">{i18n._({ id: 'account.passkeys.name', message: 'Name' })}</Label>
        <Input
          id="passkey-name"
          value={name}
          maxLength={60}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'passkey-name-error' : 'passkey-name-hint'}
          onChange={(event) => setName(event.target.value)}
        />
        {errors.name ? (
          <p id="passkey-name-error" className="text-sm font-medium text-destructive">
            {errors.name}
          </p>
        ) : (
          <p id="passkey-name-hint" className="text-sm text-muted-foreground">
            {i18n._({ id: 'account.passkeys.nameHint', message: 'So you can tell your passkeys apart, e.g. the device.' })}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="passkey-password">{i18n._({ id: 'account.passkeys.password', message: 'Your password' })}</Label>
        <Input
          id="passkey-password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'passkey-password-error' : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.password ? (
          <p id="passkey-password-error" className="text-sm font-medium text-destructive">
            {errors.password}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? i18n._({ id: 'account.passkeys.waiting', message: 'Waiting for your passkey...' }) : i18n._({ id: 'account.passkeys.add', message: 'Add passkey' })}
      </Button>
    </form>
  );
}

/** The account's passkeys: list (name, added, last used), remove with a confirmation, add a new one. */
export function PasskeysDialog() {
  const passkeys = usePasskeys();
  const { i18n } = useI18n();
  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto">
      <DialogTitle>{i18n._({ id: 'account.passkeys.title', message: 'Passkeys' })}</DialogTitle>
      <DialogDescription>
        {i18n._({ id: 'account.passkeys.description', message: 'Sign in with your fingerprint, face or screen lock instead of typing your password. A passkey cannot be phished.' })}
      </DialogDescription>
      <div className="mt-4 grid gap-4">
        {passkeys.isPending ? (
          <p className="text-sm text-muted-foreground">{i18n._({ id: 'account.passkeys.loading', message: 'Loading your passkeys...' })}</p>
        ) : passkeys.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="font-medium text-destructive">{i18n._({ id: 'account.passkeys.loadFailed', message: 'Your passkeys could not be loaded.' })}</p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void passkeys.refetch()}>
              {i18n._({ id: 'account.passkeys.tryAgain', message: 'Try again' })}
            </Button>
          </div>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._({ id: 'account.passkeys.none', message: 'You have no passkeys yet.' })}</p>
        ) : (
          <ul aria-label={i18n._({ id: 'account.passkeys.list', message: 'Your passkeys' })} className="grid gap-2">
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        <AddPasskeyForm />
      </div>
    </DialogContent>
  );
}
