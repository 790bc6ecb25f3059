import { useState, type FormEvent } from 'react';
import { changePasswordInputSchema, NEW_PASSWORD_MIN } from '@shared/contracts/account';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The current password, a new one twice. Other devices are signed out; this one stays signed in. */
export function ChangePasswordDialog({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const onlineOnly = useOnlineOnly();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordInputSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as Field] ??= issue.message;
    if (values.confirmPassword !== values.newPassword) next.confirmPassword = 'The passwords do not match';
    setErrors(next);
    if (!parsed.success || next.confirmPassword) return;
    change.mutate(parsed.data, {
      onSuccess: ({ endedSessions }) => {
        toast({
          title: 'Password changed',
          description: endedSessions > 0 ? `Signed out on ${endedSessions} other ${endedSessions === 1 ? 'device' : 'devices'}.` : 'You stay signed in here.',
        });
        onDone();
      },
      onError: (error) => {
        const message = error instanceof HttpError ? error.serverMessage : undefined;
        if (error instanceof HttpError && error.status === 400 && message) setErrors({ currentPassword: message });
        else toast({ variant: 'destructive', title: 'Error', description: message ?? 'Your password was not changed. Please try again.' });
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={name}>{label}</Label>
      <Input
        id={name}
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] ? (
        <p id={`${name}-error`} className="text-sm font-medium text-destructive">
          {errors[name]}
        </p>
      ) : hint ? (
        <p id={`${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <DialogContent>
      <DialogTitle>Change Password</DialogTitle>
      <DialogDescription>Your other devices will be signed out. You stay signed in here.</DialogDescription>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password', `At least ${NEW_PASSWORD_MIN} characters.`)}
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        {onlineOnly.reason}
        <Button type="submit" disabled={change.isPending} {...onlineOnly.controlProps}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </DialogContent>
  );
}
