import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { NotificationSettings, PrivacySettings } from '@shared/contracts/account';
import { OnlineOnlyReason } from '@/components/online-only';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useIsOnline } from '@/hooks/use-is-online';
import { toast } from '@/lib/toast-store';
import { getAccountSettingsQueryOptions } from '../api/get-account-settings';
import { useUpdateAccountSettings } from '../api/update-account-settings';
import { PushNotificationSettings } from './push-notification-settings';
import { SettingSwitch } from './setting-switch';

const NOTIFICATION_ROWS: Array<{ key: keyof NotificationSettings; label: string; description: string }> = [
  { key: 'matches', label: 'New matches', description: 'A pop-up when someone new matches with you.' },
  { key: 'messages', label: 'Messages', description: 'A pop-up when a message arrives outside the open chat.' },
  { key: 'achievements', label: 'Achievements and levels', description: 'A pop-up when you unlock an achievement or reach a level.' },
];

const PRIVACY_ROWS: Array<{ key: keyof PrivacySettings; label: string; description: string }> = [
  { key: 'showOnlineStatus', label: 'Show my online status', description: 'Off: your matches never see you online.' },
  { key: 'sendReadReceipts', label: 'Send read receipts', description: 'Off: your matches do not see when you read their messages.' },
  { key: 'shareLearningProgress', label: 'Share my learning progress', description: 'Off: study suggestions with your matches never use the modules you completed.' },
];

function useSettingsForm() {
  const settings = useQuery(getAccountSettingsQueryOptions());
  const update = useUpdateAccountSettings();
  const onError = () => toast({ variant: 'destructive', title: 'Error', description: 'Your setting was not saved. Please try again.' });
  return { settings, update, onError };
}

function SettingsBody({ settings, children }: { settings: ReturnType<typeof useSettingsForm>['settings']; children: () => ReactNode }) {
  if (settings.isPending) return <Spinner label="Loading your settings" />;
  if (settings.isError) {
    return (
      <ErrorState title="Your settings could not be loaded." description="Please check your connection and try again.">
        <Button variant="outline" onClick={() => void settings.refetch()}>
          Try again
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
  const { settings, update, onError } = useSettingsForm();
  return (
    <DialogContent>
      <DialogTitle>Notification Settings</DialogTitle>
      <DialogDescription>Choose which pop-ups you see while using Coinmates. Lists and counts stay up to date either way.</DialogDescription>
      <SettingsBody settings={settings}>
        {() =>
          NOTIFICATION_ROWS.map((row) => (
            <SettingSwitch
              key={row.key}
              label={row.label}
              description={row.description}
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
  const { settings, update, onError } = useSettingsForm();
  return (
    <DialogContent>
      <DialogTitle>Privacy Settings</DialogTitle>
      <DialogDescription>Decide what your matches can see about you.</DialogDescription>
      <SettingsBody settings={settings}>
        {() =>
          PRIVACY_ROWS.map((row) => (
            <SettingSwitch
              key={row.key}
              label={row.label}
              description={row.description}
              isChecked={settings.data?.privacy[row.key] ?? true}
              onChange={(isChecked) => update.mutate({ privacy: { [row.key]: isChecked } }, { onError })}
            />
          ))
        }
      </SettingsBody>
    </DialogContent>
  );
}
