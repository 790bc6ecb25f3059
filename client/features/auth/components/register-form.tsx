import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@shared/contracts/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { toast } from '@/lib/toast-store';
import { UNDER_MINIMUM_AGE_MESSAGE } from '@shared/constants/age';
import { useRegister } from '../hooks/use-auth';
import { BirthMonthFields } from './birth-month-fields';
import { FormField } from './form-field';
import { useIsClient } from '@/hooks/use-is-client';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  // Server-rendered: until the app has hydrated the page, submitting would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const registerMutation = useRegister();
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
        toast({ title: 'Registration successful', description: 'Your account has been created!' });
        onSuccess();
      },
      onError: (error) => {
        const refusal = error instanceof HttpError && (error.status === 400 || error.status === 422) ? error.serverMessage : undefined;
        // The server's clock may say the birth month is under 13 where ours did not: the refusal goes on that field.
        if (refusal === UNDER_MINIMUM_AGE_MESSAGE) return form.setError('birthMonth', { message: refusal });
        // A name refused for what it says (it reads as staff, or holds a seed phrase): the server's own words.
        if (refusal) return setNameRefusal(refusal);
        const limited = rateLimitMessage(error, 'sign-up');
        if (limited) return toast({ variant: 'destructive', title: 'Registration failed', description: limited });
        // docs/product.md section 5: any other registration failure is taken to mean the username is taken.
        toast({ variant: 'destructive', title: 'Registration failed', description: 'This username may already be taken.' });
      },
    });
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="register-username" label="Username" autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <FormField id="register-display-name" label="Display name" autoComplete="nickname" error={errors.displayName?.message} {...form.register('displayName')} />
      <div className="grid gap-1">
        <FormField
          id="register-email"
          label="E-mail (optional)"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <p className="text-xs text-muted-foreground">Lets you reset your password if you forget it. We send one link to confirm it, never newsletters.</p>
      </div>
      <FormField id="register-password" label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <FormField id="register-confirm-password" label="Confirm password" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      {nameRefusal ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {nameRefusal}
        </p>
      ) : null}
      <BirthMonthFields
        id="register-birth"
        month={form.register('birthMonth', { valueAsNumber: true })}
        year={form.register('birthYear', { valueAsNumber: true })}
        error={errors.birthMonth?.message ?? errors.birthYear?.message}
      />
      <Button type="submit" size="lg" disabled={!isHydrated || registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
