import { useState, type FormEvent } from 'react';
import { changePasswordInputSchema, NEW_PASSWORD_MIN } from '@shared/contracts/account';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { translateValidation } from '@/lib/validation-messages';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** The current password, a new one twice. Other devices are signed out; this one stays signed in. */
export function ChangePasswordDialog({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const onlineOnly = useOnlineOnly();
  const { i18n } = useI18n();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePasswordInputSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const next: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) next[issue.path[0] as Field] ??= translateValidation(i18n, issue.message);
    if (values.confirmPassword !== values.newPassword) next.confirmPassword = i18n._({ id: 'account.password.mismatch', message: 'The passwords do not match' });
    setErrors(next);
    if (!parsed.success || next.confirmPassword) return;
    change.mutate(parsed.data, {
      onSuccess: ({ endedSessions }) => {
        toast({
          title: i18n._({ id: 'account.password.changedTitle', message: 'Password changed' }),
          description:
            endedSessions > 0
              ? i18n._({
                  id: 'account.password.signedOutElsewhere',
                  message: '{count, plural, one {Signed out on # other device.} other {Signed out on # other devices.}}',
                  values: { count: endedSessions },
                })
              : i18n._({ id: 'account.password.staySignedIn', message: 'You stay signed in here.' }),
        });
        onDone();
      },
      onError: (error) => {
        const message = error instanceof HttpError ? error.serverMessage : undefined;
        if (error instanceof HttpError && error.status === 400 && message) setErrors({ currentPassword: message });
        else
          toast({
            variant: 'destructive',
            title: i18n._({ id: 'account.password.error', message: 'Error' }),
            description: message ?? i18n._({ id: 'account.password.failed', message: 'Your password was not changed. Please try again.' }),
          });
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
      <DialogTitle>{i18n._({ id: 'account.password.title', message: 'Change Password' })}</DialogTitle>
      <DialogDescription>{i18n._({ id: 'account.password.description', message: 'Your other devices will be signed out. You stay signed in here.' })}</DialogDescription>
      <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
        {field('currentPassword', i18n._({ id: 'account.password.current', message: 'Current password' }), 'current-password')}
        {field(
          'newPassword',
          i18n._({ id: 'account.password.new', message: 'New password' }),
          'new-password',
          i18n._({ id: 'account.password.newHint', message: 'At least {min} characters.', values: { min: NEW_PASSWORD_MIN } }),
        )}
        {field('confirmPassword', i18n._({ id: 'account.password.confirm', message: 'Confirm new password' }), 'new-password')}
        {onlineOnly.reason}
        <Button type="submit" disabled={change.isPending} {...onlineOnly.controlProps}>
          {change.isPending ? i18n._({ id: 'account.password.changing', message: 'Changing...' }) : i18n._({ id: 'account.password.submit', message: 'Change password' })}
        </Button>
      </form>
    </DialogContent>
  );
}
