import { format, parseISO } from 'date-fns';
import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passkeyNameSchema, type Passkey } from '@shared/contracts/passkeys';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { HttpError } from '@/lib/api-client';
import { isPasskeyCancelled, isPasskeySupported } from '@/lib/passkeys';
import { toast } from '@/lib/toast-store';
import { useAddPasskey } from '../api/add-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy');

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useRemovePasskey();
  const onRemove = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => toast({ title: 'Passkey removed', description: `"${passkey.name}" can no longer sign you in.` }),
      onError: () => toast({ variant: 'destructive', title: 'Error', description: 'The passkey was not removed. Please try again.' }),
    });
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <Fingerprint className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{passkey.name}</p>
          <p className="text-xs text-muted-foreground">
            Added {day(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${day(passkey.lastUsedAt)}` : 'Not used yet'}
            {passkey.isSynced ? ' · Synced' : ''}
          </p>
        </div>
        {isConfirming ? null : (
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)} aria-label={`Remove ${passkey.name}`}>
            Remove
          </Button>
        )}
      </div>
      {isConfirming ? (
        <div role="group" aria-label={`Remove ${passkey.name}?`} className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
          <p>Remove this passkey? You will no longer be able to sign in with it.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsConfirming(false)}>
              Keep it
            </Button>
            <Button variant="destructive" size="sm" disabled={remove.isPending} onClick={onRemove}>
              {remove.isPending ? 'Removing...' : 'Yes, remove'}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function AddPasskeyForm() {
  const [name, setName] = useState('My passkey');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string; form?: string }>({});
  const add = useAddPasskey();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsedName = passkeyNameSchema.safeParse(name);
    const next = { name: parsedName.error?.issues[0]?.message, password: password ? undefined : 'Enter your password' };
    setErrors(next);
    if (!parsedName.success || next.password) return;
    add.mutate(
      { name: parsedName.data, currentPassword: password },
      {
        onSuccess: (passkey) => {
          setPassword('');
          setErrors({});
          toast({ title: 'Passkey added', description: `You can now sign in with "${passkey.name}".` });
        },
        onError: (error) => {
          if (isPasskeyCancelled(error)) return setErrors({ form: 'The passkey was not created: the prompt was closed.' });
          const message = error instanceof HttpError ? error.serverMessage : undefined;
          if (error instanceof HttpError && error.serverCode === 'WRONG_PASSWORD') return setErrors({ password: message });
          setErrors({ form: message ?? 'The passkey was not added. Please try again.' });
        },
      },
    );
  };

  if (!isPasskeySupported()) {
    return <p className="text-sm text-muted-foreground">This browser cannot create passkeys. Try a recent browser on a device with a screen lock.</p>;
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-4">
      <h3 className="font-semibold">Add a passkey</h3>
      <div className="grid gap-1.5">
        <Label htmlFor="passkey-name">Name</Label>
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
            So you can tell your passkeys apart, e.g. the device.
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="passkey-password">Your password</Label>
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
        {add.isPending ? 'Waiting for your passkey...' : 'Add passkey'}
      </Button>
    </form>
  );
}

/** The account's passkeys: list (name, added, last used), remove with a confirmation, add a new one. */
export function PasskeysDialog() {
  const passkeys = usePasskeys();
  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto">
      <DialogTitle>Passkeys</DialogTitle>
      <DialogDescription>Sign in with your fingerprint, face or screen lock instead of typing your password. A passkey cannot be phished.</DialogDescription>
      <div className="mt-4 grid gap-4">
        {passkeys.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your passkeys...</p>
        ) : passkeys.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p className="font-medium text-destructive">Your passkeys could not be loaded.</p>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void passkeys.refetch()}>
              Try again
            </Button>
          </div>
        ) : passkeys.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="grid gap-2">
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
