import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { getAuthStatusQueryOptions } from '@/lib/current-user';
import { isPasskeyCancelled, isPasskeySupported, signInWithPasskey } from '@/lib/passkeys';

/** The server's codes for a moderator whose second factor is missing (docs/decisions/051). */
export const SECOND_FACTOR_CODES = ['SECOND_FACTOR_REQUIRED', 'PASSKEY_SESSION_REQUIRED'] as const;
export type SecondFactorCode = (typeof SECOND_FACTOR_CODES)[number];

export function secondFactorCodeOf(error: unknown): SecondFactorCode | undefined {
  const code = error instanceof HttpError && error.status === 403 ? error.serverCode : undefined;
  return SECOND_FACTOR_CODES.find((known) => known === code);
}

/**
 * What a moderator sees instead of the queue until their second factor is in place: add a passkey
 * (in account settings), or sign in with the one they have.
 */
export function SecondFactorGate({ code }: { code: SecondFactorCode }) {
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const onSignIn = async () => {
    setError(null);
    setIsPending(true);
    try {
      const user = await signInWithPasskey();
      queryClient.setQueryData(getAuthStatusQueryOptions().queryKey, user);
      // A new session: what was refused under the old one (the queue, the audit log) is fetched again.
      await queryClient.invalidateQueries();
    } catch (failure) {
      if (!isPasskeyCancelled(failure)) {
        setError(
          failure instanceof HttpError
            ? (failure.serverMessage ?? i18n._({ id: 'moderation.common.pleaseTryAgain', message: 'Please try again.' }))
            : i18n._({ id: 'moderation.passkey.failed', message: 'Signing in with your passkey did not work. Please try again.' }),
        );
      }
    } finally {
      setIsPending(false);
    }
  };

  return (
    <PageContainer className="max-w-xl">
      <section aria-labelledby="second-factor-heading" className="grid justify-items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center">
        <Fingerprint className="size-10 text-primary" aria-hidden="true" />
        <h1 id="second-factor-heading" className="text-xl font-bold">
          {code === 'SECOND_FACTOR_REQUIRED'
            ? i18n._({ id: 'moderation.secondFactor.addTitle', message: 'Add a passkey or two-step sign-in to open moderation' })
            : i18n._({ id: 'moderation.passkey.confirmTitle', message: 'Confirm it is you with your passkey' })}
        </h1>
        {code === 'SECOND_FACTOR_REQUIRED' ? (
          <>
            <p className="text-sm text-muted-foreground">
              {i18n._({
                id: 'moderation.secondFactor.addDescription',
                message:
                  'Moderators can ban accounts and read reported messages, so a password alone is not enough. Add a passkey or two-step sign-in (an authenticator app) in Profile, under Account settings, then sign in with it.',
              })}
            </p>
            <Button asChild>
              <Link href={paths.profile}>{i18n._({ id: 'moderation.passkey.settings', message: 'Go to account settings' })}</Link>
            </Button>
          </>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {i18n._({
                id: 'moderation.secondFactor.confirmDescription',
                message: 'You signed in with your password alone. The moderation tools open only in a session signed in with your passkey (or your password and authenticator code).',
              })}
            </p>
            {isPasskeySupported() ? (
              <Button onClick={() => void onSignIn()} disabled={isPending}>
                <Fingerprint aria-hidden="true" />
                {isPending ? i18n._({ id: 'moderation.passkey.waiting', message: 'Waiting for your passkey...' }) : i18n._({ id: 'moderation.passkey.signIn', message: 'Sign in with your passkey' })}
              </Button>
            ) : (
              <p className="text-sm font-medium">{i18n._({ id: 'moderation.passkey.unsupported', message: 'This browser cannot use passkeys. Open Coinmates in a browser that can.' })}</p>
            )}
          </>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </section>
    </PageContainer>
  );
}
