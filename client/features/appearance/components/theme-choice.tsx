import type { MessageDescriptor } from '@lingui/core';
import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Theme } from '@shared/constants/theme';
import { useOnlineOnly } from '@/components/online-only';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/utils';
import { useUpdateTheme } from '../api/update-theme';
import { applyPageTheme } from '../lib/page-theme';

const OPTIONS: ReadonlyArray<{ value: Theme; label: MessageDescriptor; icon: LucideIcon }> = [
  { value: 'light', label: /*i18n*/ { id: 'appearance.theme.light', message: 'Light' }, icon: Sun },
  { value: 'dark', label: /*i18n*/ { id: 'appearance.theme.dark', message: 'Dark' }, icon: Moon },
  { value: 'system', label: /*i18n*/ { id: 'appearance.theme.system', message: 'System' }, icon: Monitor },
];

/**
 * Light, Dark or System (docs/decisions/057-dark-theme.md): native radio buttons (arrow keys move between
 * them), painted at once and saved on the account; a failed save puts the page back and says so.
 */
export function ThemeChoice({ theme }: { theme: Theme }) {
  const [chosen, setChosen] = useState<Theme>(theme);
  const update = useUpdateTheme();
  const { i18n } = useI18n();
  const name = useId();
  const descriptionId = `${name}-description`;
  // Saved on the account: offline the choice waits (disabled, with the reason) instead of failing after the tap.
  const onlineOnly = useOnlineOnly();

  const choose = (next: Theme) => {
    const previous = chosen;
    setChosen(next);
    applyPageTheme(next);
    update.mutate(next, {
      onError: () => {
        setChosen(previous);
        applyPageTheme(previous);
        toast({
          title: i18n._({ id: 'appearance.theme.notSaved', message: 'Your theme was not saved' }),
          description: i18n._({ id: 'appearance.theme.checkConnection', message: 'Check your connection and try again.' }),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <fieldset
      aria-describedby={[descriptionId, onlineOnly.controlProps['aria-describedby']].filter(Boolean).join(' ')}
      disabled={onlineOnly.offline}
      className="grid gap-2 pb-2"
      data-testid="theme-choice"
    >
      <legend className="font-semibold">{i18n._({ id: 'appearance.theme.legend', message: 'Theme' })}</legend>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {i18n._({ id: 'appearance.theme.description', message: "System follows your device's light or dark setting." })}
      </p>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex min-h-16 min-w-0 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 p-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              chosen === value ? 'border-primary bg-coral-soft text-foreground' : 'border-border text-muted-foreground hover:bg-muted',
            )}
          >
            <input type="radio" name={name} value={value} checked={chosen === value} onChange={() => choose(value)} className="sr-only" />
            <Icon className="size-5" aria-hidden="true" />
            {i18n._(label)}
          </label>
        ))}
      </div>
      {onlineOnly.reason}
    </fieldset>
  );
}
