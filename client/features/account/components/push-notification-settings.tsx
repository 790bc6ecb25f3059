/**
 * Push notifications in Notification settings (docs/decisions/052-push-and-reminders.md): this browser on
 * or off, one switch per kind, quiet hours in the user's own time zone, and a kind that paused itself
 * after being ignored says so with a one-tap resume. The browser's permission prompt appears only after
 * a tap here that needs it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useId, useState } from 'react';
import type { PushKind } from '@shared/contracts/push';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { ltr } from '@/lib/bidi';
import { toast } from '@/lib/toast-store';
import { disablePush, enablePush, pushState, type PushState } from '@/lib/web-push';
import { getPushSettingsQueryOptions, useResumePushKind, useUpdatePushSettings } from '../api/push-settings';
import { SettingSwitch } from './setting-switch';

const KIND_ROWS: Array<{ kind: PushKind; label: MessageDescriptor; description: MessageDescriptor }> = [
  {
    kind: 'newMatch',
    label: /*i18n*/ { id: 'account.push.newMatch', message: 'New match' },
    description: /*i18n*/ { id: 'account.push.newMatchDescription', message: 'Someone new matched with you.' },
  },
  {
    kind: 'newMessage',
    label: /*i18n*/ { id: 'account.push.newMessage', message: 'New message' },
    description: /*i18n*/ { id: 'account.push.newMessageDescription', message: 'A mate wrote to you while Coinmates was closed.' },
  },
  {
    kind: 'teachBack',
    label: /*i18n*/ { id: 'account.push.teachBack', message: 'Teach-back card waiting' },
    description: /*i18n*/ { id: 'account.push.teachBackDescription', message: 'A mate sent you a card to answer.' },
  },
  {
    kind: 'sharedJourney',
    label: /*i18n*/ { id: 'account.push.sharedJourney', message: 'Shared journey' },
    description: /*i18n*/ { id: 'account.push.sharedJourneyDescription', message: 'A mate invited you to learn a journey together.' },
  },
  {
    kind: 'pairStreak',
    label: /*i18n*/ { id: 'account.push.pairStreak', message: 'Pair streak at risk' },
    description: /*i18n*/ { id: 'account.push.pairStreakDescription', message: 'In your evening, when neither of you has learned today.' },
  },
  {
    kind: 'reviewReminder',
    label: /*i18n*/ { id: 'account.push.reviewReminder', message: 'Daily review reminder' },
    description: /*i18n*/ { id: 'account.push.reviewReminderDescription', message: 'At the hour you usually study, if you have not yet.' },
  },
];

const STATE_TEXT: Record<PushState, MessageDescriptor> = {
  on: /*i18n*/ { id: 'account.push.stateOn', message: 'Push notifications are on for this browser.' },
  off: /*i18n*/ { id: 'account.push.stateOff', message: 'Push notifications are off for this browser.' },
  denied: /*i18n*/ { id: 'account.push.stateDenied', message: 'This browser blocks notifications from Coinmates. Allow them in the browser’s site settings, then come back.' },
  unsupported: /*i18n*/ { id: 'account.push.stateUnsupported', message: 'This browser cannot receive push notifications (on iPhone, add Coinmates to your Home Screen first).' },
};

const toTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (value: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

export function PushNotificationSettings() {
  const settings = useQuery(getPushSettingsQueryOptions());
  const update = useUpdatePushSettings();
  const resume = useResumePushKind();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [isBusy, setIsBusy] = useState(false);
  const quietId = useId();
  const { i18n } = useI18n();
  const errorTitle = () => i18n._({ id: 'account.push.error', message: 'Error' });
  const onError = () => toast({ variant: 'destructive', title: errorTitle(), description: i18n._({ id: 'account.push.saveFailed', message: 'Your setting was not saved. Please try again.' }) });

  useEffect(() => {
    let isCurrent = true;
    void pushState().then((next) => isCurrent && setState(next));
    return () => {
      isCurrent = false;
    };
  }, []);

  const turnOn = async (): Promise<boolean> => {
    setIsBusy(true);
    try {
      const next = await enablePush();
      setState(next);
      await queryClient.invalidateQueries({ queryKey: getPushSettingsQueryOptions().queryKey });
      return next === 'on';
    } catch {
      toast({ variant: 'destructive', title: errorTitle(), description: i18n._({ id: 'account.push.turnOnFailed', message: 'Push notifications could not be turned on. Please try again.' }) });
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  const turnOff = async () => {
    setIsBusy(true);
    try {
      await disablePush();
      setState('off');
      await queryClient.invalidateQueries({ queryKey: getPushSettingsQueryOptions().queryKey });
    } catch {
      onError();
    } finally {
      setIsBusy(false);
    }
  };

  if (settings.isPending) return <Spinner label={i18n._({ id: 'account.push.loading', message: 'Loading your push settings' })} />;
  if (settings.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'account.push.loadFailed', message: 'Your push settings could not be loaded.' })}
        description={i18n._({ id: 'account.push.checkConnection', message: 'Please check your connection and try again.' })}
      >
        <Button variant="outline" onClick={() => void settings.refetch()}>
          {i18n._({ id: 'account.push.tryAgain', message: 'Try again' })}
        </Button>
      </ErrorState>
    );
  }
  const data = settings.data;

  return (
    <section aria-labelledby={`${quietId}-heading`} className="mt-6 grid gap-2">
      <h3 id={`${quietId}-heading`} className="font-display text-lg font-semibold">
        {i18n._({ id: 'account.push.title', message: 'Push notifications' })}
      </h3>
      <p className="text-sm text-muted-foreground" data-testid="push-state">
        {state === 'checking' ? i18n._({ id: 'account.push.checking', message: 'Checking this browser…' }) : i18n._(STATE_TEXT[state])}
      </p>
      {state === 'off' ? (
        <Button onClick={() => void turnOn()} disabled={isBusy} className="justify-self-start">
          {i18n._({ id: 'account.push.turnOn', message: 'Turn on push notifications' })}
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button variant="outline" onClick={() => void turnOff()} disabled={isBusy} className="justify-self-start">
          {i18n._({ id: 'account.push.turnOff', message: 'Turn off on this browser' })}
        </Button>
      ) : null}
      {KIND_ROWS.map((row) => {
        const isPaused = data.paused.includes(row.kind);
        return (
          <div key={row.kind} className="grid gap-1">
            <SettingSwitch
              label={i18n._(row.label)}
              description={i18n._(row.description)}
              isChecked={data.kinds[row.kind] ?? true}
              isDisabled={update.isPending || isBusy}
              onChange={(isChecked) => {
                // Turning a kind on is the moment that needs the browser's permission.
                const save = () => update.mutate({ kinds: { [row.kind]: isChecked } }, { onError });
                if (isChecked && state === 'off') void turnOn().then(save);
                else save();
              }}
            />
            {isPaused ? (
              <div className="flex flex-wrap items-center gap-2 rounded-xl bg-muted p-3 text-sm" role="status">
                <span className="min-w-0 flex-1">{i18n._({ id: 'account.push.paused', message: 'Paused: you did not open the last {count} of these.', values: { count: 5 } })}</span>
                <Button size="sm" variant="outline" disabled={resume.isPending} onClick={() => resume.mutate(row.kind, { onError })}>
                  {i18n._({ id: 'account.push.resume', message: 'Resume' })}
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}
      <fieldset className="grid gap-2 rounded-xl border border-border p-3">
        <legend className="px-1 font-semibold">{i18n._({ id: 'account.push.quietHours', message: 'Quiet hours' })}</legend>
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'account.push.quietHint', message: 'No push between these times ({timeZone}). At most {count} pushes a day.', values: { timeZone: ltr(data.timeZone), count: 2 } })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${quietId}-start`} className="text-sm">
            {i18n._({ id: 'account.push.from', message: 'From' })}
          </label>
          <Input
            id={`${quietId}-start`}
            type="time"
            className="w-32"
            defaultValue={toTime(data.quietStart)}
            onBlur={(event) => {
              const minutes = toMinutes(event.target.value);
              if (minutes !== undefined && minutes !== data.quietStart) update.mutate({ quietStart: minutes }, { onError });
            }}
          />
          <label htmlFor={`${quietId}-end`} className="text-sm">
            {i18n._({ id: 'account.push.to', message: 'to' })}
          </label>
          <Input
            id={`${quietId}-end`}
            type="time"
            className="w-32"
            defaultValue={toTime(data.quietEnd)}
            onBlur={(event) => {
              const minutes = toMinutes(event.target.value);
              if (minutes !== undefined && minutes !== data.quietEnd) update.mutate({ quietEnd: minutes }, { onError });
            }}
          />
        </div>
      </fieldset>
    </section>
  );
}
