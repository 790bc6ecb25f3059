import { describe, expect, it } from 'vitest';
import type { Coin } from '@shared/contracts/coins';
import { filterAndSortCoins } from './filter-coins';

const coin = (name: string, symbol: string) => ({ name, symbol }) as Coin;
const coins = [coin('Solana', 'SOL'), coin('bitcoin cash', 'BCH'), coin('Bitcoin', 'BTC'), coin('Ethereum', 'ETH')];
const names = (list: Coin[]) => list.map((entry) => entry.name);

describe('filterAndSortCoins', () => {
  it('sorts by name A-Z ignoring case, or Z-A', () => {
    expect(names(filterAndSortCoins(coins, '', 'asc'))).toEqual(['Bitcoin', 'bitcoin cash', 'Ethereum', 'Solana']);
    expect(names(filterAndSortCoins(coins, '', 'desc'))).toEqual(['Solana', 'Ethereum', 'bitcoin cash', 'Bitcoin']);
  });

  it('matches name or symbol case-insensitively, ignoring surrounding spaces', () => {
    expect(names(filterAndSortCoins(coins, 'BITCOIN', 'asc'))).toEqual(['Bitcoin', 'bitcoin cash']);
    expect(names(filterAndSortCoins(coins, ' eth ', 'asc'))).toEqual(['Ethereum']);
    expect(names(filterAndSortCoins(coins, 'sol', 'asc'))).toEqual(['Solana']);
    expect(filterAndSortCoins(coins, 'doge', 'asc')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const copy = [...coins];
    filterAndSortCoins(coins, '', 'desc');
    expect(coins).toEqual(copy);
  });
});
