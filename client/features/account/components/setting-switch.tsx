import { useId } from 'react';
import { useIsOnline } from '@/hooks/use-is-online';
import { Switch } from '@/components/ui/switch';

/** One labelled on/off row with a one-line explanation. */
export function SettingSwitch({
  label,
  description,
  isChecked,
  isDisabled,
  onChange,
}: {
  label: string;
  description: string;
  isChecked: boolean;
  isDisabled?: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const id = useId();
  // Settings are not kept offline: the dialog says so once (OnlineOnlyReason), each switch is disabled.
  const isOnline = useIsOnline();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-border p-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-description`} checked={isChecked} disabled={isDisabled || !isOnline} onCheckedChange={onChange} className="mt-1" />
    </div>
  );
}
