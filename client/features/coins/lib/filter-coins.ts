import type { Coin } from '@shared/contracts/coins';

export type SortOrder = 'asc' | 'desc';

/** docs/product.md sections 2 and 5: a case-insensitive search on name and symbol; sorted by name, A-Z by default. */
export function filterAndSortCoins(coins: readonly Coin[], search: string, order: SortOrder): Coin[] {
  const needle = search.trim().toLocaleLowerCase();
  const matches = needle ? coins.filter((coin) => coin.name.toLocaleLowerCase().includes(needle) || coin.symbol.toLocaleLowerCase().includes(needle)) : [...coins];
  const sorted = matches.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return order === 'asc' ? sorted : sorted.reverse();
}
