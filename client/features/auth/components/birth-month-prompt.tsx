import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ageInYears, MINIMUM_AGE } from '@shared/constants/age';
import { birthMonthInputSchema, type BirthMonthInput, type User } from '@shared/contracts/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { setBirthMonthPromptOpen, useBirthMonthPromptOpen } from '@/lib/birth-month-prompt';
import { getAuthStatusQueryOptions } from '@/lib/current-user';
import { toast } from '@/lib/toast-store';
import { answerBirthMonth } from '../api/answer-birth-month';
import { BirthMonthFields } from './birth-month-fields';

/** The contract's messages for this form (shared/contracts/auth.ts, in English) in the reader's language. The
 *  prompt is part of the shell, so it has its own shell-area ids rather than the account forms' table
 *  (client/lib/validation-messages.ts); a server message arrives translated and is shown as it is. */
const PROMPT_VALIDATION = new Map<string, MessageDescriptor>([
  ['Choose your birth year', /*i18n*/ { id: 'auth.birthMonth.validation.year', message: 'Choose your birth year' }],
  ['Choose your birth month', /*i18n*/ { id: 'auth.birthMonth.validation.month', message: 'Choose your birth month' }],
  ['That month has not happened yet', /*i18n*/ { id: 'auth.birthMonth.validation.futureMonth', message: 'That month has not happened yet' }],
]);

function promptValidation(i18n: I18n, english: string | undefined): string | undefined {
  const descriptor = english === undefined ? undefined : PROMPT_VALIDATION.get(english);
  return descriptor ? i18n._(descriptor) : english;
}

const askedKey = (userId: number) => `birthMonthAsked:${userId}`;

/** Whether this browser already showed the question to this account (it opens by itself once). */
function wasAsked(userId: number): boolean {
  try {
    return localStorage.getItem(askedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberAsked(userId: number): void {
  try {
    localStorage.setItem(askedKey(userId), '1');
  } catch {
    // Storage unavailable: the question may open again on the next visit, which is harmless.
  }
}

/**
 * The one-time question to an account from before the age gate (docs/decisions/045-age-gate.md). Not blocking:
 * learning goes on when it is dismissed; matching and chat stay closed until it is answered. An answer under
 * 13 asks for a confirmation first, since the account is then deleted.
 */

export function BirthMonthPrompt({ user }: { user: User }) {
  const { i18n } = useI18n();
  const isOpen = useBirthMonthPromptOpen();
  const [isConfirmingDeletion, setConfirmingDeletion] = useState(false);
  const queryClient = useQueryClient();
  const form = useForm<BirthMonthInput>({ resolver: zodResolver(birthMonthInputSchema), mode: 'onSubmit', reValidateMode: 'onChange' });
  const { errors } = form.formState;

  useEffect(() => {
    if (wasAsked(user.id)) return;
    rememberAsked(user.id);
    setBirthMonthPromptOpen(true);
  }, [user.id]);

  const answer = useMutation({
    mutationFn: answerBirthMonth,
    onSuccess: (result) => {
      setBirthMonthPromptOpen(false);
      if (result.status === 'accountDeleted') {
        // Signed out: everything cached belonged to the deleted account.
        const authKey = getAuthStatusQueryOptions().queryKey;
        queryClient.setQueryData(authKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKey[0] });
        toast({ variant: 'destructive', title: i18n._({ id: 'auth.birthMonth.accountDeleted', message: 'Account deleted' }), description: result.message, duration: Infinity });
        return;
      }
      queryClient.setQueryData<User | null>(getAuthStatusQueryOptions().queryKey, result.user);
      void queryClient.invalidateQueries();
      toast({
        title: i18n._({ id: 'auth.birthMonth.thanks', message: 'Thanks' }),
        description:
          result.user.ageGroup === 'adult'
            ? i18n._({ id: 'auth.birthMonth.matchingOpen', message: 'Matching and chat are open.' })
            : i18n._({ id: 'auth.birthMonth.saved', message: 'Your birth month is saved.' }),
      });
    },
    onError: (error) => {
      const message = error instanceof HttpError ? error.serverMessage : undefined;
      form.setError('birthMonth', { message: message ?? i18n._({ id: 'auth.birthMonth.saveFailed', message: 'Your answer could not be saved. Please try again.' }) });
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    const isUnderMinimum = ageInYears({ year: values.birthYear, month: values.birthMonth }, new Date()) < MINIMUM_AGE;
    if (isUnderMinimum && !isConfirmingDeletion) return setConfirmingDeletion(true);
    answer.mutate(values);
  });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setBirthMonthPromptOpen(open);
        if (!open) setConfirmingDeletion(false);
      }}
    >
      <DialogContent>
        <DialogTitle>{i18n._({ id: 'auth.birthMonth.title', message: 'When were you born?' })}</DialogTitle>
        <DialogDescription>
          {i18n._({
            id: 'auth.birthMonth.description',
            message:
              'Coinmates now asks every member for their birth month: matching and chat are for members 18 and over. Until you answer you can keep learning, but matching and chat stay closed. You answer once.',
          })}
        </DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <BirthMonthFields
            id="prompt-birth"
            month={form.register('birthMonth', { valueAsNumber: true, onChange: () => setConfirmingDeletion(false) })}
            year={form.register('birthYear', { valueAsNumber: true, onChange: () => setConfirmingDeletion(false) })}
            error={promptValidation(i18n, errors.birthMonth?.message ?? errors.birthYear?.message)}
          />
          {isConfirmingDeletion ? (
            <div role="alert" className="grid gap-3 rounded-xl border border-destructive/40 p-4 text-sm">
              <p className="font-semibold">{i18n._({ id: 'auth.birthMonth.tooYoung', message: 'You must be at least {age} to use Coinmates.', values: { age: MINIMUM_AGE } })}</p>
              <p className="text-muted-foreground">
                {i18n._({ id: 'auth.birthMonth.deleteWarning', message: 'If this date is right, your account and all its data will be deleted now. If not, change the date.' })}
              </p>
              <Button type="submit" variant="destructive" disabled={answer.isPending}>
                {i18n._({ id: 'auth.birthMonth.deleteAccount', message: 'Delete my account' })}
              </Button>
            </div>
          ) : (
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setBirthMonthPromptOpen(false)}>
                {i18n._({ id: 'auth.birthMonth.notNow', message: 'Not now' })}
              </Button>
              <Button type="submit" disabled={answer.isPending}>
                {answer.isPending ? i18n._({ id: 'auth.birthMonth.saving', message: 'Saving...' }) : i18n._({ id: 'auth.birthMonth.save', message: 'Save' })}
              </Button>
            </div>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
