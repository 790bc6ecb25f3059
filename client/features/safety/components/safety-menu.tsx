import { Ban, Flag, MoreVertical, UserMinus, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { deferredModule, useDeferredModule } from '@/hooks/use-deferred-module';
import { useI18n } from '@/i18n/provider';
import type { EndMatchKind } from '../api/end-match';

/** Opened from the menu: not among the first scripts of the pages that show it (client/hooks/use-deferred-module.ts). */
const reportDialog = deferredModule(() => import('./report-dialog'));
const endMatchDialog = deferredModule(() => import('./end-match-dialog'));

interface SafetyMenuProps {
  matchId: number;
  user: { id: number; displayName: string };
  /** After a block, an unmatch, or a report with a block (leave the chat, for instance). */
  onEnded?: () => void;
  className?: string;
  /** Items the composing screen puts above report, unmatch and block (the chat's journeys), so one menu holds all. */
  extraItems?: ReadonlyArray<{ label: string; icon: LucideIcon; onSelect: () => void }>;
}

const itemClass = 'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm font-medium outline-none data-[highlighted]:bg-muted [&_svg]:size-4';

/** Report, unmatch and block, behind one "more options" button (chat header, match card). */
export function SafetyMenu({ matchId, user, onEnded, className, extraItems = [] }: SafetyMenuProps) {
  const { i18n } = useI18n();
  const [dialog, setDialog] = useState<'report' | EndMatchKind | null>(null);
  const report = useDeferredModule(reportDialog, dialog === 'report');
  const endMatch = useDeferredModule(endMatchDialog, dialog === 'block' || dialog === 'unmatch');
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="ghost" size="icon" className={className} aria-label={i18n._({ id: 'safety.menu.label', message: 'More options for {name}', values: { name: user.displayName } })}>
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-52 max-w-[calc(100vw-1rem)] rounded-xl border border-border bg-card p-1 shadow-lg">
            {extraItems.map(({ label, icon: Icon, onSelect }) => (
              <DropdownMenu.Item key={label} className={itemClass} onSelect={onSelect}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenu.Item>
            ))}
            {extraItems.length > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('report')}>
              <Flag aria-hidden="true" />
              {i18n._({ id: 'safety.report.report', message: 'Report' })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClass} onSelect={() => setDialog('unmatch')}>
              <UserMinus aria-hidden="true" />
              {i18n._({ id: 'safety.unmatch.confirm', message: 'Unmatch' })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={`${itemClass} text-destructive`} onSelect={() => setDialog('block')}>
              <Ban aria-hidden="true" />
              {i18n._({ id: 'safety.block.confirm', message: 'Block' })}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialog === 'report' && report ? <report.ReportDialog target={{ matchId, user }} open onOpenChange={close} onReported={(blocked) => (blocked ? onEnded?.() : undefined)} /> : null}
      {(dialog === 'block' || dialog === 'unmatch') && endMatch ? (
        <endMatch.EndMatchDialog matchId={matchId} name={user.displayName} kind={dialog} open onOpenChange={close} onEnded={onEnded} />
      ) : null}
    </>
  );
}
