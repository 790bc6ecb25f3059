import { useQuery } from '@tanstack/react-query';
import { Bell, ChevronRight, Download, Fingerprint, KeyRound, Mail, Shield, ShieldCheck, Trash2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast-store';
import { useDownloadAccountExport } from '../api/export-account';
import { getAccountEmailQueryOptions } from '../api/account-email';
import { getTotpStatusQueryOptions } from '../api/totp';
import { ChangePasswordDialog } from './change-password-dialog';
import { EmailDialog, emailHint } from './email-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PasskeysDialog } from './passkeys-dialog';
import { TotpDialog } from './totp-dialog';
import { NotificationSettingsDialog, PrivacySettingsDialog } from './settings-dialogs';

type OpenDialog = 'email' | 'password' | 'passkeys' | 'totp' | 'notifications' | 'privacy' | 'delete' | null;

function Row({ icon: Icon, label, hint, isDanger, onClick }: { icon: LucideIcon; label: string; hint?: string; isDanger?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn('flex min-h-12 w-full items-center gap-3 rounded-xl border border-border p-3 text-start text-sm hover:bg-muted focus-visible:outline-2', isDanger && 'text-destructive')}
    >
      <Icon className={cn('size-5 shrink-0', isDanger ? 'text-destructive' : 'text-muted-foreground')} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{label}</span>
        {hint ? <span className="block text-xs text-muted-foreground">{hint}</span> : null}
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden="true" />
    </button>
  );
}

/** The spec's account rows (Change Password, Notification Settings, Privacy Settings), the e-mail that
 *  recovers the account (docs/decisions/050), and my data. Each row opens its own dialog. */
export function AccountSettings() {
  const [open, setOpen] = useState<OpenDialog>(null);
  const { i18n } = useI18n();
  const [, navigate] = useLocation();
  const download = useDownloadAccountExport();
  const email = useQuery(getAccountEmailQueryOptions());
  const totp = useQuery(getTotpStatusQueryOptions());
  const close = () => setOpen(null);
  const onDownload = () =>
    download.mutate(undefined, {
      onError: () =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'account.settings.error', message: 'Error' }),
          description: i18n._({ id: 'account.settings.downloadFailed', message: 'Your data could not be downloaded. Please try again.' }),
        }),
    });

  return (
    <div className="grid gap-2">
      <Row
        icon={Mail}
        label={i18n._({ id: 'account.settings.email', message: 'E-mail' })}
        hint={email.isError ? i18n._({ id: 'account.settings.emailLoadFailed', message: 'Could not load; tap to retry' }) : emailHint(i18n, email.data)}
        onClick={() => setOpen('email')}
      />
      <Row icon={KeyRound} label={i18n._({ id: 'account.settings.changePassword', message: 'Change Password' })} onClick={() => setOpen('password')} />
      <Row
        icon={Fingerprint}
        label={i18n._({ id: 'account.settings.passkeys', message: 'Passkeys' })}
        hint={i18n._({ id: 'account.settings.passkeysHint', message: 'Sign in without a password' })}
        onClick={() => setOpen('passkeys')}
      />
      <Row
        icon={ShieldCheck}
        label={i18n._({ id: 'account.settings.totp', message: 'Two-step sign-in' })}
        hint={
          totp.data
            ? totp.data.enabled
              ? i18n._({ id: 'account.settings.totpOn', message: 'On: a code from your authenticator app after the password' })
              : i18n._({ id: 'account.settings.totpOff', message: 'Off: add a code from an authenticator app' })
            : undefined
        }
        onClick={() => setOpen('totp')}
      />
      <Row
        icon={Bell}
        label={i18n._({ id: 'account.settings.notifications', message: 'Notification Settings' })}
        hint={i18n._({ id: 'account.settings.notificationsHint', message: 'Which pop-ups you see' })}
        onClick={() => setOpen('notifications')}
      />
      <Row
        icon={Shield}
        label={i18n._({ id: 'account.settings.privacy', message: 'Privacy Settings' })}
        hint={i18n._({ id: 'account.settings.privacyHint', message: 'Online status and read receipts' })}
        onClick={() => setOpen('privacy')}
      />
      <Row
        icon={Download}
        label={download.isPending ? i18n._({ id: 'account.settings.preparingData', message: 'Preparing your data...' }) : i18n._({ id: 'account.settings.downloadData', message: 'Download my data' })}
        hint={i18n._({ id: 'account.settings.downloadHint', message: 'Everything we hold about you, as JSON' })}
        onClick={onDownload}
      />
      <Row icon={Trash2} label={i18n._({ id: 'account.settings.deleteAccount', message: 'Delete account' })} isDanger onClick={() => setOpen('delete')} />
      <Dialog open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
        {open === 'email' ? <EmailDialog onDone={close} /> : null}
        {open === 'password' ? <ChangePasswordDialog onDone={close} /> : null}
        {open === 'passkeys' ? <PasskeysDialog /> : null}
        {open === 'totp' ? <TotpDialog onDone={close} /> : null}
        {open === 'notifications' ? <NotificationSettingsDialog /> : null}
        {open === 'privacy' ? <PrivacySettingsDialog /> : null}
        {open === 'delete' ? (
          <DeleteAccountDialog
            onDeleted={() => {
              close();
              navigate(paths.landing, { replace: true });
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
