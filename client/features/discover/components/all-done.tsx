import { PartyPopper, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** docs/product.md section 2: the finished state, with the catalogue and Start Over. */
export function AllDone({ isResetting, onStartOver }: { isResetting: boolean; onStartOver: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 rounded-[1.75rem] border border-dashed border-border bg-card p-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft">
        <PartyPopper className="size-8 text-primary" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-extrabold">All Done!</h2>
      <p className="max-w-xs text-sm text-muted-foreground">
        You have swiped every coin. Browse the whole catalogue, or start over to swipe them again.
      </p>
      <div className="mt-2 grid w-full max-w-xs gap-2">
        <Button asChild>
          <Link href={paths.cryptoAll}>Browse All Cryptocurrencies</Link>
        </Button>
        <Button variant="outline" onClick={onStartOver} disabled={isResetting}>
          <RotateCcw aria-hidden="true" />
          {isResetting ? 'Resetting...' : 'Start Over'}
        </Button>
      </div>
    </div>
  );
}
