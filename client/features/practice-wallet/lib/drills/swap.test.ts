import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as walletEn } from '@/i18n/catalogs/wallet/en';
import { messages as walletEs } from '@/i18n/catalogs/wallet/es';
import { TERMS } from './common';
import { amountOut, scoreSwap, simulateSwap, SLIPPAGE_BPS, SWAP } from './swap';

const english = setupI18n({ locale: 'en', messages: { en: walletEn } });

describe('swap drill', () => {
  it('prices a swap by x * y = k with the 0.3% fee', () => {
    // 1 ETH into 10 ETH / 10 USDC-like pool: 0.997 in, 10 * 0.997 / (10 + 0.997).
    expect(amountOut(1_000n, 10_000n, 10_000n)).toBe((997n * 10_000n) / 10_997n);
    const out = amountOut(SWAP.amountIn, SWAP.reserveUsdc, SWAP.reserveEth);
    const k = SWAP.reserveUsdc * SWAP.reserveEth;
    expect((SWAP.reserveUsdc + SWAP.amountIn) * (SWAP.reserveEth - out)).toBeGreaterThanOrEqual(k);
  });

  it('reverts safely at 0.1%, fills without a sandwich at 0.5%, and is sandwiched for more the looser the limit', () => {
    expect(simulateSwap(10, false).kind).toBe('reverted');
    const tight = simulateSwap(50, false);
    expect(tight.kind).toBe('filled');
    let previousLoss = 0n;
    for (const bps of [100, 300, 1000] as const) {
      const result = simulateSwap(bps, false);
      if (result.kind !== 'sandwiched') throw new Error(`expected a sandwich at ${bps} bps`);
      // The bot pushes the learner exactly to the limit, never past it.
      expect(result.received).toBeGreaterThanOrEqual(result.minimumOut);
      expect(result.received - result.minimumOut).toBeLessThan(result.quote / 100_000n);
      expect(result.botProfitUsdc).toBeGreaterThan(0n);
      expect(result.shortfallUsdc).toBeGreaterThan(previousLoss);
      previousLoss = result.shortfallUsdc;
    }
  });

  it('a private route is never sandwiched', () => {
    for (const bps of SLIPPAGE_BPS) expect(simulateSwap(bps, true).kind).not.toBe('sandwiched');
  });

  it('scores the slippage and the route, mapping misses to Sandwich Attack and MEV', () => {
    const loose = scoreSwap(300, false);
    expect(loose.map((outcome) => outcome.isCorrect)).toEqual([false, false]);
    expect(loose[0]!.term).toBe(TERMS.sandwichAttack);
    expect(loose[0]!.explanation(english)).toMatch(/The bot bought .* USDC of ETH just before you/);
    expect(loose[1]!.term).toBe(TERMS.mev);
    const careful = scoreSwap(50, true);
    expect(careful.map((outcome) => outcome.isCorrect)).toEqual([true, true]);
    expect(scoreSwap(10, false)[0]!.explanation(english)).toMatch(/reverted safely/);
    expect(scoreSwap(1000, true)[0]!.explanation(english)).toMatch(/private route saved you/);
  });

  it("words the outcome in the reader's language and number format when it is shown", () => {
    const [slippage, route] = scoreSwap(300, false);
    const spanish = setupI18n({ locale: 'es', messages: { es: walletEs } });
    expect(slippage!.step(english)).toBe('Slippage 3%');
    expect(slippage!.step(spanish)).toBe('Slippage de 3\u00a0%');
    expect(slippage!.explanation(spanish)).toMatch(/^Tu límite de 3\u00a0% permitía .* El bot compró \d{2}\.\d{3},\d{2} USDC en ETH justo antes que tú/);
    expect(route!.step(spanish)).toBe('Ruta por el mempool público');
  });
});
