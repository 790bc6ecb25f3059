import { useState, type FormEvent } from 'react';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useDeleteAccount } from '../api/delete-account';

/** Deletion is final: it says what goes, and asks for the password. */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const onlineOnly = useOnlineOnly();
  const { i18n } = useI18n();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(i18n._({ id: 'account.delete.passwordMissing', message: 'Enter your password to confirm' }));
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({
            title: i18n._({ id: 'account.delete.doneTitle', message: 'Account deleted' }),
            description: i18n._({ id: 'account.delete.doneDescription', message: 'Your account and everything in it are gone.' }),
          });
          onDeleted();
        },
        onError: (failure) => {
          const message = failure instanceof HttpError ? failure.serverMessage : undefined;
          setError(message ?? i18n._({ id: 'account.delete.failed', message: 'Your account was not deleted. Please try again.' }));
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogTitle>{i18n._({ id: 'account.delete.title', message: 'Delete account' })}</DialogTitle>
      <DialogDescription>
        {i18n._({
          id: 'account.delete.description',
          message:
            'This deletes your profile, progress, points, vocabulary and matches, and every conversation you are in. It cannot be undone. You can download your data first. An open report you filed or that is about you is kept for the moderators without your name for up to {days} days, and your username stays reserved for {days} days.',
          values: { days: 90 },
        })}
      </DialogDescription>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="delete-password">{i18n._({ id: 'account.delete.password', message: 'Your password' })}</Label>
          <Input
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delete-password-error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error ? (
            <p id="delete-password-error" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        {onlineOnly.reason}
        <Button type="submit" variant="destructive" disabled={remove.isPending} {...onlineOnly.controlProps}>
          {remove.isPending ? i18n._({ id: 'account.delete.deleting', message: 'Deleting...' }) : i18n._({ id: 'account.delete.submit', message: 'Delete my account' })}
        </Button>
      </form>
    </DialogContent>
  );
}
