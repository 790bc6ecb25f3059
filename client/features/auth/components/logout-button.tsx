import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { discardWritesOf, flushNow, unsentWriteCount, useOutbox } from '@/lib/outbox';
import { toast } from '@/lib/toast-store';
import { useLogout } from '../hooks/use-auth';

/**
 * Log Out (it needs the network: disabled offline with the reason). With writes still in the offline outbox
 * (docs/decisions/058-offline-outbox.md) it first asks: send them now, or discard them; either way nothing of
 * this account is left waiting on the browser for the next person.
 */
export function LogoutButton() {
  const { i18n } = useI18n();
  const logoutMutation = useLogout();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const unsent = useOutbox().length;
  const [isAsking, setAsking] = useState(false);
  const [isSending, setSending] = useState(false);
  // In the profile's row of actions: the reason takes a line of its own under them.
  const onlineOnly = useOnlineOnly('basis-full justify-center');
  const dialogOnlineOnly = useOnlineOnly();

  // mutateAsync, not mutate's callbacks: clearing the user can unmount this page (a signed-in-only route
  // redirects) before those callbacks run, and TanStack Query skips them after an unmount.
  const logOut = () =>
    logoutMutation.mutateAsync().then(
      () => {
        setAsking(false);
        toast({ title: i18n._({ id: 'auth.logout.successTitle', message: 'Logged out' }), description: i18n._({ id: 'auth.logout.successDescription', message: 'Come back soon!' }) });
        navigate(paths.home);
      },
      () =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'auth.logout.failedTitle', message: 'Logout failed' }),
          description: i18n._({ id: 'auth.logout.tryAgain', message: 'Please try again.' }),
        }),
    );

  const sendThenLogOut = async () => {
    setSending(true);
    try {
      await flushNow();
    } finally {
      setSending(false);
    }
    // Whatever the server refused (or could not take yet) stays listed: the person decides again.
    if (unsentWriteCount() === 0) await logOut();
  };
  const discardThenLogOut = async () => {
    if (user) await discardWritesOf(user.id);
    await logOut();
  };
  const isBusy = logoutMutation.isPending || isSending;

  return (
    <>
      <Button variant="outline" size="sm" disabled={isBusy} {...onlineOnly.controlProps} onClick={() => (unsent > 0 ? setAsking(true) : void logOut())}>
        <LogOut aria-hidden="true" />
        {i18n._({ id: 'auth.logout.button', message: 'Log Out' })}
      </Button>
      {onlineOnly.reason}
      <Dialog open={isAsking && unsent > 0} onOpenChange={setAsking}>
        <DialogContent className="max-w-sm">
          <DialogTitle className="pe-8">
            {/* "2 changes haven't been sent yet": what logging out would leave behind on this browser. */}
            {i18n._({ id: 'auth.logout.unsentTitle', message: "{count, plural, one {# change hasn't been sent yet} other {# changes haven't been sent yet}}", values: { count: unsent } })}
          </DialogTitle>
          <DialogDescription>
            {i18n._({ id: 'auth.logout.unsentDescription', message: 'They are kept on this device for your account only. Send them now, or discard them and log out.' })}
          </DialogDescription>
          {dialogOnlineOnly.reason ? <div className="mt-3">{dialogOnlineOnly.reason}</div> : null}
          <div className="mt-5 grid gap-2">
            <Button disabled={isBusy} {...dialogOnlineOnly.controlProps} onClick={() => void sendThenLogOut()}>
              {isSending ? i18n._({ id: 'auth.logout.sending', message: 'Sending…' }) : i18n._({ id: 'auth.logout.sendAndLogOut', message: 'Send now and log out' })}
            </Button>
            <Button variant="outline" className="text-destructive" disabled={isBusy} {...dialogOnlineOnly.controlProps} onClick={() => void discardThenLogOut()}>
              {i18n._({ id: 'auth.logout.discardAndLogOut', message: 'Discard and log out' })}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {i18n._({ id: 'auth.logout.cancel', message: 'Cancel' })}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
