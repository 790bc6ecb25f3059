import { useState, type FormEvent } from 'react';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useDeleteAccount } from '../api/delete-account';

/** Deletion is final: it says what goes, and asks for the password. */
export function DeleteAccountDialog({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const onlineOnly = useOnlineOnly();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm');
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
          onDeleted();
        },
        onError: (failure) => {
          const message = failure instanceof HttpError ? failure.serverMessage : undefined;
          setError(message ?? 'Your account was not deleted. Please try again.');
        },
      },
    );
  };

  return (
    <DialogContent>
      <DialogTitle>Delete account</DialogTitle>
      <DialogDescription>
        This deletes your profile, progress, points, vocabulary and matches, and every conversation you are in. It cannot be undone. You can download your data first. An open report you filed or that
        is about you is kept for the moderators without your name for up to 90 days, and your username stays reserved for 90 days.
      </DialogDescription>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="delete-password">Your password</Label>
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
          {remove.isPending ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </DialogContent>
  );
}
