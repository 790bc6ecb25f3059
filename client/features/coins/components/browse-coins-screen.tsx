import { useQuery } from '@tanstack/react-query';
import { ArrowDownAZ, ArrowUpZA, Search, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { EmptyState, ErrorState, PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { getCryptosQueryOptions } from '../api/get-cryptos';
import { filterAndSortCoins, type SortOrder } from '../lib/filter-coins';
import { CoinBrowseCard } from './coin-browse-card';

/** docs/product.md section 2, "Browse all /crypto/all". */
export function BrowseCoinsScreen() {
  const { i18n } = useI18n();
  const query = useQuery(getCryptosQueryOptions());
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const deferredSearch = useDeferredValue(search);
  const coins = useMemo(() => filterAndSortCoins(query.data ?? [], deferredSearch, order), [query.data, deferredSearch, order]);

  return (
    <PageContainer>
      <h1 className="text-2xl font-extrabold md:text-3xl">{i18n._({ id: 'coins.browse.title', message: 'Browse All Cryptocurrencies' })}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {query.data
          ? i18n._({
              id: 'coins.browse.count',
              message: '{count, plural, one {# coin, from Bitcoin to the newest networks.} other {# coins, from Bitcoin to the newest networks.}}',
              values: { count: query.data.length },
            })
          : i18n._({ id: 'coins.browse.intro', message: 'The whole catalogue, searchable.' })}
      </p>

      <div className="sticky top-[var(--app-header-offset,3.5rem)] z-10 -mx-4 mt-4 flex gap-2 bg-background/95 px-4 py-2 backdrop-blur transition-[top] duration-300">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={i18n._({ id: 'coins.browse.searchPlaceholder', message: 'Search by name or symbol...' })}
            aria-label={i18n._({ id: 'coins.browse.searchLabel', message: 'Search by name or symbol' })}
            className="ps-9 pe-2"
          />
        </div>
        <Button
          variant="outline"
          className="shrink-0 px-4"
          onClick={() => setOrder(order === 'asc' ? 'desc' : 'asc')}
          aria-label={
            order === 'asc' ? i18n._({ id: 'coins.browse.sortedAsc', message: 'Sorted A-Z, switch to Z-A' }) : i18n._({ id: 'coins.browse.sortedDesc', message: 'Sorted Z-A, switch to A-Z' })
          }
        >
          {order === 'asc' ? <ArrowDownAZ aria-hidden="true" className="hidden sm:block" /> : <ArrowUpZA aria-hidden="true" className="hidden sm:block" />}
          {order === 'asc' ? 'A-Z' : 'Z-A'}
        </Button>
      </div>

      <div className="mt-3">
        {query.isPending ? (
          <Spinner label={i18n._({ id: 'coins.browse.loading', message: 'Loading cryptocurrencies' })} />
        ) : query.isError ? (
          <ErrorState
            title={i18n._({ id: 'coins.browse.errorTitle', message: 'Could not load cryptocurrencies' })}
            description={i18n._({ id: 'coins.browse.errorDescription', message: 'Something went wrong while loading the catalogue. Please try again.' })}
          >
            <Button variant="outline" onClick={() => void query.refetch()}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
          </ErrorState>
        ) : coins.length === 0 ? (
          <EmptyState
            icon={<SearchX className="size-8 text-muted-foreground" aria-hidden="true" />}
            title={i18n._({ id: 'coins.browse.noMatch', message: 'No cryptocurrencies found matching "{search}"', values: { search: deferredSearch } })}
          >
            <Button variant="outline" onClick={() => setSearch('')}>
              {i18n._({ id: 'coins.browse.clearSearch', message: 'Clear search' })}
            </Button>
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={i18n._({ id: 'coins.browse.listLabel', message: 'Cryptocurrencies' })}>
            {coins.map((coin) => (
              <CoinBrowseCard key={coin.id} coin={coin} />
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}
