import { CloudOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/**
 * Writes that are not kept in the offline outbox (docs/decisions/058-offline-outbox.md: quiz submissions, Start
 * Over, profile and account edits, reactions, message edits and deletes, teach-back cards, reports, blocks) can
 * only be made online. While offline their controls are disabled in advance with this reason beside them,
 * instead of failing after the tap.
 */
export const ONLINE_ONLY_REASON = /*i18n*/ { id: 'common.onlineOnly', message: "Available when you're back online" };

export interface OnlineOnly {
  /** True while the browser is offline: the control is disabled. */
  offline: boolean;
  /** Spread on the control: `disabled` and `aria-describedby` (pointing at the reason) while offline, else nothing. */
  controlProps: { disabled?: true; 'aria-describedby'?: string };
  /** The visible reason, to place beside the control(s); null while online. */
  reason: ReactNode;
}

/** One control's (or one group's) online-only state: see the module comment. */
export function useOnlineOnly(className?: string): OnlineOnly {
  const isOnline = useIsOnline();
  const reasonId = useId();
  if (isOnline) return { offline: false, controlProps: {}, reason: null };
  return {
    offline: true,
    controlProps: { disabled: true, 'aria-describedby': reasonId },
    reason: <OnlineOnlyReason id={reasonId} className={className} />,
  };
}

/** The short line said beside a disabled online-only control. */
export function OnlineOnlyReason({ id, className }: { id?: string; className?: string }) {
  const { i18n } = useI18n();
  return (
    <p id={id} data-testid="online-only-reason" className={cn('flex items-center gap-1.5 text-xs font-medium text-muted-foreground', className)}>
      <CloudOff className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{i18n._(ONLINE_ONLY_REASON)}</span>
    </p>
  );
}
