import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type z } from 'zod';
import type { User } from '@shared/contracts/auth';
import { updateProfileInputSchema } from '@shared/contracts/profile';
import { COMMUNICATION_STYLES, EXPERTISE_AREAS, LEARNING_GOALS, LEARNING_INTERESTS, LEARNING_STYLES } from '@shared/constants/learning-profile';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { learningProfileLabel } from '@/lib/learning-profile-labels';
import { toast } from '@/lib/toast-store';
import { translateValidation } from '@/lib/validation-messages';
import { useUpdateProfile } from '../api/update-profile';

const formSchema = updateProfileInputSchema.required({ displayName: true });
type FormValues = z.input<typeof formSchema>;

const selectClass = 'h-11 w-full rounded-xl border border-border bg-card px-3 text-sm';

function toFormValues(user: User): FormValues {
  return {
    displayName: user.displayName,
    avatarUrl: user.avatarUrl && user.avatarUrl.startsWith('https:') ? user.avatarUrl : '',
    learningGoals: user.learningGoals,
    learningInterests: user.learningInterests,
    expertiseAreas: user.expertiseAreas,
    preferredLearningStyle: user.preferredLearningStyle ?? '',
    communicationStyle: user.communicationStyle ?? '',
  };
}

export function EditProfileButton({ user, label, variant }: { user: User; label?: string; variant?: 'outline' }) {
  const [isOpen, setIsOpen] = useState(false);
  const { i18n } = useI18n();
  return (
    <>
      <Button size="sm" variant={variant} onClick={() => setIsOpen(true)}>
        {label ?? i18n._({ id: 'profile.edit.button', message: 'Edit Profile' })}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-xl">
          <DialogTitle>{i18n._({ id: 'profile.edit.title', message: 'Edit Profile' })}</DialogTitle>
          <DialogDescription>{i18n._({ id: 'profile.edit.description', message: 'Tell us what you know and what you want to learn: it shapes who you are matched with.' })}</DialogDescription>
          {isOpen ? <EditProfileForm user={user} onDone={() => setIsOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const mutation = useUpdateProfile();
  const { i18n } = useI18n();
  const label = (value: string) => learningProfileLabel(i18n, value);
  const onlineOnly = useOnlineOnly('me-auto self-center');
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: toFormValues(user), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors } = form.formState;
  // An avatar from our own server (the generated identicon) is kept unless the user types a URL.
  const onSubmit = form.handleSubmit((values) => {
    const { avatarUrl, ...rest } = values;
    const payload = avatarUrl || !user.avatarUrl?.startsWith('/api/avatars/') ? values : rest;
    mutation.mutate(payload, {
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'profile.edit.savedTitle', message: 'Profile updated' }),
          description: i18n._({ id: 'profile.edit.savedDescription', message: 'Your profile has been updated successfully.' }),
        });
        onDone();
      },
      // A refused name or avatar says why in the server's own words (it reads as staff, or holds a seed phrase).
      onError: (error) => {
        const refusal = error instanceof HttpError && (error.status === 400 || error.status === 422) ? error.serverMessage : undefined;
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'profile.edit.error', message: 'Error' }),
          description: refusal ?? i18n._({ id: 'profile.edit.failed', message: 'Failed to update profile. Please try again.' }),
        });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="edit-display-name">{i18n._({ id: 'profile.edit.displayName', message: 'Display name' })}</Label>
        <Input id="edit-display-name" aria-invalid={errors.displayName ? true : undefined} aria-describedby="edit-display-name-error" {...form.register('displayName')} />
        {errors.displayName ? (
          <p id="edit-display-name-error" role="alert" className="text-sm font-medium text-destructive">
            {translateValidation(i18n, errors.displayName.message)}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="edit-avatar-url">{i18n._({ id: 'profile.edit.avatarUrl', message: 'Avatar URL' })}</Label>
        <Input id="edit-avatar-url" type="url" placeholder="https://..." aria-invalid={errors.avatarUrl ? true : undefined} aria-describedby="edit-avatar-url-error" {...form.register('avatarUrl')} />
        {errors.avatarUrl ? (
          <p id="edit-avatar-url-error" role="alert" className="text-sm font-medium text-destructive">
            {translateValidation(i18n, errors.avatarUrl.message)}
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">{i18n._({ id: 'profile.edit.avatarHint', message: 'Leave empty to keep your generated avatar.' })}</p>
        )}
      </div>
      <Controller
        control={form.control}
        name="learningGoals"
        render={({ field }) => (
          <MultiSelect
            id="edit-goals"
            label={i18n._({ id: 'profile.edit.goals', message: 'Learning goals' })}
            options={LEARNING_GOALS}
            optionLabel={label}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="learningInterests"
        render={({ field }) => (
          <MultiSelect
            id="edit-interests"
            label={i18n._({ id: 'profile.edit.interests', message: 'Learning interests' })}
            options={LEARNING_INTERESTS}
            optionLabel={label}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="expertiseAreas"
        render={({ field }) => (
          <MultiSelect
            id="edit-expertise"
            label={i18n._({ id: 'profile.edit.expertise', message: 'Expertise areas' })}
            options={EXPERTISE_AREAS}
            optionLabel={label}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="edit-learning-style">{i18n._({ id: 'profile.edit.learningStyle', message: 'Preferred learning style' })}</Label>
          <select id="edit-learning-style" className={selectClass} {...form.register('preferredLearningStyle')}>
            <option value="">{i18n._({ id: 'profile.edit.notSet', message: 'Not set' })}</option>
            {LEARNING_STYLES.map((style) => (
              <option key={style} value={style}>
                {label(style)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="edit-communication-style">{i18n._({ id: 'profile.edit.communicationStyle', message: 'Communication style' })}</Label>
          <select id="edit-communication-style" className={selectClass} {...form.register('communicationStyle')}>
            <option value="">{i18n._({ id: 'profile.edit.notSet', message: 'Not set' })}</option>
            {COMMUNICATION_STYLES.map((style) => (
              <option key={style} value={style}>
                {label(style)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {onlineOnly.reason}
        <Button variant="outline" onClick={onDone}>
          {i18n._({ id: 'profile.edit.cancel', message: 'Cancel' })}
        </Button>
        <Button type="submit" disabled={mutation.isPending} {...onlineOnly.controlProps}>
          {mutation.isPending ? i18n._({ id: 'profile.edit.saving', message: 'Saving...' }) : i18n._({ id: 'profile.edit.save', message: 'Save Changes' })}
        </Button>
      </div>
    </form>
  );
}
