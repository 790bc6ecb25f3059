import { PartyPopper, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2: the finished state, with the catalogue and Start Over. */
export function AllDone({ isResetting, onStartOver }: { isResetting: boolean; onStartOver: () => void }) {
  const { i18n } = useI18n();
  const onlineOnly = useOnlineOnly('justify-center');
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 rounded-[1.75rem] border border-dashed border-border bg-card p-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft">
        <PartyPopper className="size-8 text-primary" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-extrabold">{i18n._({ id: 'discover.allDone.title', message: 'All Done!' })}</h2>
      <p className="max-w-xs text-sm text-muted-foreground">
        {i18n._({ id: 'discover.allDone.description', message: 'You have swiped every coin. Browse the whole catalogue, or start over to swipe them again.' })}
      </p>
      <div className="mt-2 grid w-full max-w-xs gap-2">
        <Button asChild>
          <Link href={paths.cryptoAll}>{i18n._({ id: 'discover.allDone.browse', message: 'Browse All Cryptocurrencies' })}</Link>
        </Button>
        <Button variant="outline" onClick={onStartOver} disabled={isResetting} {...onlineOnly.controlProps}>
          <RotateCcw aria-hidden="true" />
          {isResetting ? i18n._({ id: 'discover.allDone.resetting', message: 'Resetting...' }) : i18n._({ id: 'discover.allDone.startOver', message: 'Start Over' })}
        </Button>
        {onlineOnly.reason}
      </div>
    </div>
  );
}
