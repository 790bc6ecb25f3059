import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast-store';
import { useRegister } from '../hooks/use-auth';
import { HttpError } from '@/lib/api-client';
import { BirthMonthFields } from './birth-month-fields';
import { FormField } from './form-field';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerMutation = useRegister();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', displayName: '', password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    registerMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Registration successful', description: 'Your account has been created!' });
        onSuccess();
      },
      // docs/product.md section 5: a registration failure is taken to mean the username is taken, unless the
      // server refused the form itself (its clock may say the birth month is under 13 where ours did not).
      onError: (error) => {
        const refusal = error instanceof HttpError && error.status === 400 ? error.serverMessage : undefined;
        if (refusal) form.setError('birthMonth', { message: refusal });
        toast({ variant: 'destructive', title: 'Registration failed', description: refusal ?? 'This username may already be taken.' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="register-username" label="Username" autoComplete="username" error={errors.username?.message} {...form.register('username')} />
      <FormField id="register-display-name" label="Display name" autoComplete="nickname" error={errors.displayName?.message} {...form.register('displayName')} />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <BirthMonthFields
        id="register-birth"
        month={form.register('birthMonth', { valueAsNumber: true })}
        year={form.register('birthYear', { valueAsNumber: true })}
        error={errors.birthMonth?.message ?? errors.birthYear?.message}
      />
      <Button type="submit" size="lg" disabled={registerMutation.isPending}>
        {registerMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
