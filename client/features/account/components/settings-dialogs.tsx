import { useQuery } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import type { NotificationSettings, PrivacySettings } from '@shared/contracts/account';
import { OnlineOnlyReason } from '@/components/online-only';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { getAccountSettingsQueryOptions } from '../api/get-account-settings';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { PushNotificationSettings } from './push-notification-settings';
import { SettingSwitch } from './setting-switch';

const NOTIFICATION_ROWS: Array<{ key: keyof NotificationSettings; label: MessageDescriptor; description: MessageDescriptor }> = [
  {
    key: 'matches',
    label: /*i18n*/ { id: 'account.settingsDialogs.matches', message: 'New matches' },
    description: /*i18n*/ { id: 'account.settingsDialogs.matchesDescription', message: 'A pop-up when someone new matches with you.' },
  },
  {
    key: 'messages',
    label: /*i18n*/ { id: 'account.settingsDialogs.messages', message: 'Messages' },
    description: /*i18n*/ { id: 'account.settingsDialogs.messagesDescription', message: 'A pop-up when a message arrives outside the open chat.' },
  },
  {
    key: 'achievements',
    label: /*i18n*/ { id: 'account.settingsDialogs.achievements', message: 'Achievements and levels' },
    description: /*i18n*/ { id: 'account.settingsDialogs.achievementsDescription', message: 'A pop-up when you unlock an achievement or reach a level.' },
  },
];

const PRIVACY_ROWS: Array<{ key: keyof PrivacySettings; label: MessageDescriptor; description: MessageDescriptor }> = [
  {
    key: 'showOnlineStatus',
    label: /*i18n*/ { id: 'account.settingsDialogs.onlineStatus', message: 'Show my online status' },
    description: /*i18n*/ { id: 'account.settingsDialogs.onlineStatusDescription', message: 'Off: your matches never see you online.' },
  },
  {
    key: 'sendReadReceipts',
    label: /*i18n*/ { id: 'account.settingsDialogs.readReceipts', message: 'Send read receipts' },
    description: /*i18n*/ { id: 'account.settingsDialogs.readReceiptsDescription', message: 'Off: your matches do not see when you read their messages.' },
  },
  {
    key: 'shareLearningProgress',
    label: /*i18n*/ { id: 'account.settingsDialogs.learningProgress', message: 'Share my learning progress' },
    description: /*i18n*/ { id: 'account.settingsDialogs.learningProgressDescription', message: 'Off: study suggestions with your matches never use the modules you completed.' },
  },
];

function useSettingsForm() {
  const settings = useQuery(getAccountSettingsQueryOptions());
  const update = useUpdateAccountSettings();
  const { i18n } = useI18n();
  const onError = () =>
    toast({
      variant: 'destructive',
      title: i18n._({ id: 'account.settingsDialogs.error', message: 'Error' }),
      description: i18n._({ id: 'account.settingsDialogs.saveFailed', message: 'Your setting was not saved. Please try again.' }),
    });
  return { settings, update, onError, i18n };
}

function SettingsBody({ settings, children }: { settings: ReturnType<typeof useSettingsForm>['settings']; children: () => ReactNode }) {
  const { i18n } = useI18n();
  if (settings.isPending) return <Spinner label={i18n._({ id: 'account.settingsDialogs.loading', message: 'Loading your settings' })} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'account.settingsDialogs.loadFailed', message: 'Your settings could not be loaded.' })}
        description={i18n._({ id: 'account.settingsDialogs.checkConnection', message: 'Please check your connection and try again.' })}
      >
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {i18n._({ id: 'account.settingsDialogs.tryAgain', message: 'Try again' })}
        </Button>
      </ErrorState>
    );
  }
  return <SwitchList>{children()}</SwitchList>;
}

/** The switches, with the one offline reason above them (each switch is disabled offline: SettingSwitch). */
function SwitchList({ children }: { children: ReactNode }) {
  const isOnline = useIsOnline();
  return (
    <div className="mt-4 grid gap-2">
      {isOnline ? null : <OnlineOnlyReason />}
      {children}
    </div>
  );
}

export function NotificationSettingsDialog() {
  const { settings, update, onError, i18n } = useSettingsForm();
  return (
    <DialogContent>
      <DialogTitle>{i18n._({ id: 'account.settingsDialogs.notificationsTitle', message: 'Notification Settings' })}</DialogTitle>
      <DialogDescription>
        {i18n._({ id: 'account.settingsDialogs.notificationsDescription', message: 'Choose which pop-ups you see while using Coinmates. Lists and counts stay up to date either way.' })}
      </DialogDescription>
      <SettingsBody settings={settings}>
        {() =>
          NOTIFICATION_ROWS.map((row) => (
            <SettingSwitch
              key={row.key}
              label={i18n._(row.label)}
              description={i18n._(row.description)}
              isChecked={settings.data?.notifications[row.key] ?? true}
              onChange={(isChecked) => update.mutate({ notifications: { [row.key]: isChecked } }, { onError })}
            />
          ))
        }
      </SettingsBody>
      <PushNotificationSettings />
    </DialogContent>
  );
}

export function PrivacySettingsDialog() {
  const { settings, update, onError, i18n } = useSettingsForm();
  return (
    <DialogContent>
      <DialogTitle>{i18n._({ id: 'account.settingsDialogs.privacyTitle', message: 'Privacy Settings' })}</DialogTitle>
      <DialogDescription>{i18n._({ id: 'account.settingsDialogs.privacyDescription', message: 'Decide what your matches can see about you.' })}</DialogDescription>
      <SettingsBody settings={settings}>
        {() =>
          PRIVACY_ROWS.map((row) => (
            <SettingSwitch
              key={row.key}
              label={i18n._(row.label)}
              description={i18n._(row.description)}
              isChecked={settings.data?.privacy[row.key] ?? true}
              onChange={(isChecked) => update.mutate({ privacy: { [row.key]: isChecked } }, { onError })}
            />
          ))
        }
      </SettingsBody>
    </DialogContent>
  );
}
