import { TrendingDown, TrendingUp } from 'lucide-react';
import type { MarketSnapshot } from '@shared/contracts/coins';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatChange, formatMarketCap, formatPrice } from '../lib/format-market';

const LABEL = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';

/** The last good market snapshot, with its time (docs/security.md item 11). Figures are isolated left to
 *  right, so a price or a signed percentage reads as on an exchange inside Arabic text. */
export function CryptoMarketCard({ market }: { market: MarketSnapshot }) {
  const { i18n, locale } = useI18n();
  const format = useFormat();
  const change = market.change24h;
  const isUp = change !== null && change >= 0;
  const relative = format.relativeTime(market.asOf);
  // The sentence is translated whole; the time inside it stays a <time> element.
  const [before = '', after = ''] = i18n._({ id: 'coins.market.asOf', message: 'as of {time}', values: { time: '\u0000' } }).split('\u0000');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{i18n._({ id: 'coins.market.title', message: 'Market' })}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4">
          <div className="col-span-2">
            <dt className={LABEL}>{i18n._({ id: 'coins.market.price', message: 'Price' })}</dt>
            <dd className="text-3xl font-extrabold tabular-nums">
              <bdi dir="ltr">{formatPrice(market.priceUsd, locale)}</bdi>
            </dd>
          </div>
          {change !== null ? (
            <div>
              <dt className={LABEL}>{i18n._({ id: 'coins.market.change24h', message: '24h change' })}</dt>
              <dd className={cn('flex items-center gap-1 font-bold tabular-nums', isUp ? 'text-success' : 'text-destructive')}>
                {isUp ? <TrendingUp className="size-4" aria-hidden="true" /> : <TrendingDown className="size-4" aria-hidden="true" />}
                <bdi dir="ltr">{formatChange(change, locale)}</bdi>
              </dd>
            </div>
          ) : null}
          {market.marketCapUsd !== null ? (
            <div>
              <dt className={LABEL}>{i18n._({ id: 'coins.market.marketCap', message: 'Market cap' })}</dt>
              <dd className="font-bold tabular-nums">
                {/* Not forced left to right: an abbreviated cap carries a word in Arabic ("1.34 مليار US$"). */}
                <bdi>{formatMarketCap(market.marketCapUsd, locale)}</bdi>
                {market.marketCapRank !== null ? (
                  <bdi dir="ltr" className="ms-1 text-xs font-semibold text-muted-foreground">
                    #{market.marketCapRank}
                  </bdi>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-4 text-xs text-muted-foreground" suppressHydrationWarning>
          {before}
          <time dateTime={market.asOf} suppressHydrationWarning>
            {relative}
          </time>
          {after}
        </p>
      </CardContent>
    </Card>
  );
}
