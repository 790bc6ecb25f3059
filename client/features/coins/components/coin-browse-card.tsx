import { Link } from 'wouter';
import type { Coin } from '@shared/contracts/coins';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 2, "Browse all": logo, name, symbol, the first tag and '+n more'. */
export function CoinBrowseCard({ coin }: { coin: Coin }) {
  const { i18n } = useI18n();
  const [firstTag, ...otherTags] = coin.tags;
  return (
    <li>
      <Link href={paths.crypto(coin.id)} className="flex h-full items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full" style={{ backgroundColor: coin.backgroundColor }}>
          <span className="flex size-10 items-center justify-center rounded-full bg-white">
            <img src={coin.imageUrl} alt="" className="size-8" loading="lazy" />
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-bold">{coin.name}</span>
          <span className="block text-xs font-semibold tracking-wide text-muted-foreground">{coin.symbol}</span>
          {firstTag ? (
            <span className="mt-1 flex flex-wrap items-center gap-1 text-xs">
              <span className="rounded-full bg-coral-soft px-2 py-0.5 font-semibold text-primary">{firstTag}</span>
              {otherTags.length > 0 ? (
                <span className="font-medium text-muted-foreground">{i18n._({ id: 'coins.browse.moreTags', message: '+{count} more', values: { count: otherTags.length } })}</span>
              ) : null}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
