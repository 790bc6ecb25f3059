import { formatDistanceToNow } from 'date-fns';
import { TrendingDown, TrendingUp } from 'lucide-react';
import type { MarketSnapshot } from '@shared/contracts/coins';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatChange, formatMarketCap, formatPrice } from '../lib/format-market';

/** The last good market snapshot, with its time (docs/security.md item 11). */
export function CryptoMarketCard({ market }: { market: MarketSnapshot }) {
  const change = market.change24h;
  const isUp = change !== null && change >= 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Market</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <div className="col-span-2">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Price</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{formatPrice(market.priceUsd)}</dd>
          </div>
          {change !== null ? (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">24h change</dt>
              <dd className={cn('flex items-center gap-1 font-bold tabular-nums', isUp ? 'text-success' : 'text-destructive')}>
                {isUp ? <TrendingUp className="size-4" aria-hidden="true" /> : <TrendingDown className="size-4" aria-hidden="true" />}
                {formatChange(change)}
              </dd>
            </div>
          ) : null}
          {market.marketCapUsd !== null ? (
            <div>
              <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Market cap</dt>
              <dd className="font-bold tabular-nums">
                {formatMarketCap(market.marketCapUsd)}
                {market.marketCapRank !== null ? <span className="ms-1 text-xs font-semibold text-muted-foreground">#{market.marketCapRank}</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          as of{' '}
          <time dateTime={market.asOf} suppressHydrationWarning>
            {formatDistanceToNow(new Date(market.asOf), { addSuffix: true })}
          </time>
        </p>
      </CardContent>
    </Card>
  );
}
