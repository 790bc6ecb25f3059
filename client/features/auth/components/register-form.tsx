import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@shared/contracts/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { toast } from '@/lib/toast-store';
import { useRegister } from '../hooks/use-auth';
import { BirthMonthFields } from './birth-month-fields';
import { FormField } from './form-field';
import { useIsClient } from '@/hooks/use-is-client';
import { useI18n } from '@/i18n/provider';
import { translateValidation } from '@/lib/validation-messages';

/** Whether a validation answer names `field` among its issues (docs/design.md section 3's `issues[].path`). */
function hasIssueOn(error: HttpError, field: string): boolean {
  try {
    const body: unknown = JSON.parse(error.body);
    const issues = typeof body === 'object' && body !== null && 'issues' in body ? body.issues : undefined;
    return Array.isArray(issues) && issues.some((issue: { path?: unknown }) => Array.isArray(issue.path) && issue.path[0] === field);
  } catch {
    return false;
  }
}

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  // Server-rendered: until the app has hydrated the page, submitting would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const registerMutation = useRegister();
  const { i18n } = useI18n();
  const fieldError = (english: string | undefined) => translateValidation(i18n, english);
  const failedTitle = () => i18n._({ id: 'auth.register.failedTitle', message: 'Registration failed' });
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', displayName: '', email: '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  /** A name refused by the server for what it says (it reads as staff, or holds a seed phrase): its own words. */
  const [nameRefusal, setNameRefusal] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) => {
    setNameRefusal(null);
    registerMutation.mutate(values, {
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'auth.register.successTitle', message: 'Registration successful' }),
          description: i18n._({ id: 'auth.register.successDescription', message: 'Your account has been created!' }),
        });
        onSuccess();
      },
      onError: (error) => {
        const refusal = error instanceof HttpError && (error.status === 400 || error.status === 422) ? error.serverMessage : undefined;
        // The server's clock may say the birth month is under 13 where ours did not: the refusal goes on that
        // field. Found by the issue's path, as the message comes in the reader's language.
        if (refusal && error instanceof HttpError && hasIssueOn(error, 'birthMonth')) return form.setError('birthMonth', { message: refusal });
        // A name refused for what it says (it reads as staff, or holds a seed phrase): the server's own words.
        if (refusal) return setNameRefusal(refusal);
        const limited = rateLimitMessage(error, 'sign-up', i18n);
        if (limited) return toast({ variant: 'destructive', title: failedTitle(), description: limited });
        // docs/product.md section 5: any other registration failure is taken to mean the username is taken.
        toast({ variant: 'destructive', title: failedTitle(), description: i18n._({ id: 'auth.register.usernameTaken', message: 'This username may already be taken.' }) });
      },
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="register-username"
        label={i18n._({ id: 'auth.register.username', message: 'Username' })}
        autoComplete="username"
        error={fieldError(errors.username?.message)}
        {...form.register('username')}
      />
      <FormField
        id="register-display-name"
        label={i18n._({ id: 'auth.register.displayName', message: 'Display name' })}
        autoComplete="nickname"
        error={fieldError(errors.displayName?.message)}
        {...form.register('displayName')}
      />
      <div className="grid gap-1">
        <FormField
          id="register-email"
          label={i18n._({ id: 'auth.register.email', message: 'E-mail (optional)' })}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <p className="text-xs text-muted-foreground">
          {i18n._({ id: 'auth.register.emailHint', message: 'Lets you reset your password if you forget it. We send one link to confirm it, never newsletters.' })}
        </p>
      </div>
      <FormField
        id="register-password"
        label={i18n._({ id: 'auth.register.password', message: 'Password' })}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <FormField
        id="register-confirm-password"
        label={i18n._({ id: 'auth.register.confirmPassword', message: 'Confirm password' })}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      {nameRefusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {nameRefusal}
        </p>
      ) : null}
      <BirthMonthFields
        id="register-birth"
        month={form.register('birthMonth', { valueAsNumber: true })}
        year={form.register('birthYear', { valueAsNumber: true })}
        error={fieldError(errors.birthMonth?.message ?? errors.birthYear?.message)}
      />
      <Button type="submit" size="lg" disabled={!isHydrated || registerMutation.isPending}>
        {registerMutation.isPending ? i18n._({ id: 'auth.register.submitting', message: 'Creating account...' }) : i18n._({ id: 'auth.register.submit', message: 'Create Account' })}
      </Button>
    </form>
  );
}
