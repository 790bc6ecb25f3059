/**
 * Drill 6: a DEX swap with a slippage setting and a sandwich bot watching the public mempool. The outcome is
 * computed with constant-product AMM math (x * y = k, 0.3% fee, as a Uniswap v2 pair), in integer units.
 */
import type { I18n } from '@lingui/core';
import { formatNumber, formatPercent } from '@/lib/format';
import { TERMS, type Outcome } from './common';

const USDC_UNIT = 10n ** 6n;
const ETH_UNIT = 10n ** 18n;

/** The slippage settings a swap screen offers, in basis points (0.1% to 10%). */
export const SLIPPAGE_BPS = [10, 50, 100, 300, 1000] as const;
export type SlippageBps = (typeof SLIPPAGE_BPS)[number];

export const SWAP = {
  /** The pool before anything in the mempool lands: 3,000,000 USDC and 1,000 ETH (3,000 USDC per ETH). */
  reserveUsdc: 3_000_000n * USDC_UNIT,
  reserveEth: 1_000n * ETH_UNIT,
  /** The learner's swap. */
  amountIn: 20_000n * USDC_UNIT,
  /** Someone else's ordinary buy, already pending ahead of the learner's swap. */
  aheadIn: 6_000n * USDC_UNIT,
  /** The bot's working capital (flash loans make it large) and what one sandwich costs it in gas. */
  botCapital: 2_000_000n * USDC_UNIT,
  botGas: 15n * USDC_UNIT,
  /** What the learner pays in gas if the swap reverts. */
  revertGas: 3n * USDC_UNIT,
} as const;

/** Output of a constant-product swap with the 0.3% fee taken from the input. */
export function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n;
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee);
}

export type SwapResult =
  | { kind: 'reverted'; quote: bigint; minimumOut: bigint; costUsdc: bigint }
  | { kind: 'filled'; quote: bigint; minimumOut: bigint; received: bigint; shortfallUsdc: bigint }
  | { kind: 'sandwiched'; quote: bigint; minimumOut: bigint; received: bigint; shortfallUsdc: bigint; frontRunUsdc: bigint; botProfitUsdc: bigint };

/** ETH valued at the pool's starting price, in USDC units. */
const ethInUsdc = (eth: bigint) => (eth * SWAP.reserveUsdc) / SWAP.reserveEth;

/**
 * What happens to the swap. The quote is taken on the pool as shown; the swap reverts if it would pay out less
 * than quote x (1 - slippage). The ordinary buy ahead lands first. A bot that sees the swap in the public mempool
 * front-runs with the most USDC that still leaves the swap within its limit, lets it fill, and sells back; it
 * does so only if that earns more than its gas. A private (MEV-protected) route hides the swap from the bot.
 */
export function simulateSwap(slippageBps: SlippageBps, isPrivate: boolean): SwapResult {
  const quote = amountOut(SWAP.amountIn, SWAP.reserveUsdc, SWAP.reserveEth);
  const minimumOut = (quote * BigInt(10_000 - slippageBps)) / 10_000n;
  const usdc = SWAP.reserveUsdc + SWAP.aheadIn;
  const eth = SWAP.reserveEth - amountOut(SWAP.aheadIn, SWAP.reserveUsdc, SWAP.reserveEth);
  const plain = amountOut(SWAP.amountIn, usdc, eth);
  if (plain < minimumOut) return { kind: 'reverted', quote, minimumOut, costUsdc: SWAP.revertGas };
  const filled = { kind: 'filled', quote, minimumOut, received: plain, shortfallUsdc: ethInUsdc(quote - plain) } as const;
  if (isPrivate) return filled;

  const learnerOutAfter = (frontRun: bigint) => amountOut(SWAP.amountIn, usdc + frontRun, eth - amountOut(frontRun, usdc, eth));
  // The learner's output falls as the front-run grows: binary-search the largest front-run within the limit.
  let low = 0n;
  let high = SWAP.botCapital;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (learnerOutAfter(middle) >= minimumOut) low = middle;
    else high = middle - 1n;
  }
  const frontRun = low;
  const botEth = amountOut(frontRun, usdc, eth);
  const received = learnerOutAfter(frontRun);
  const usdcAfter = usdc + frontRun + SWAP.amountIn;
  const ethAfter = eth - botEth - received;
  const botProfitUsdc = amountOut(botEth, ethAfter, usdcAfter) - frontRun - SWAP.botGas;
  if (botProfitUsdc <= 0n) return filled;
  return { kind: 'sandwiched', quote, minimumOut, received, shortfallUsdc: ethInUsdc(quote - received), frontRunUsdc: frontRun, botProfitUsdc };
}

/** Amounts and percentages in the reader's number format; the units stay as wallets write them. */
export function usdcText(i18n: I18n, amount: bigint): string {
  return `${formatNumber(Number(amount) / 1e6, i18n.locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 })} USDC`;
}

export function ethText(i18n: I18n, amount: bigint): string {
  return `${formatNumber(Number(amount) / 1e18, i18n.locale, { maximumFractionDigits: 4, minimumFractionDigits: 4 })} ETH`;
}

export const slippageText = (i18n: I18n, bps: SlippageBps) => formatPercent(bps / 10_000, i18n.locale, 1);

export function describeSwap(i18n: I18n, result: SwapResult, slippageBps: SlippageBps): string {
  const limit = i18n._({
    id: 'practiceWallet.swap.limit',
    message: 'Your {slippage} limit let the swap pay out no less than {minimum} (quote {quote}).',
    values: { slippage: slippageText(i18n, slippageBps), minimum: ethText(i18n, result.minimumOut), quote: ethText(i18n, result.quote) },
  });
  const what =
    result.kind === 'reverted'
      ? i18n._({
          id: 'practiceWallet.swap.reverted',
          message: 'The ordinary buy ahead of you already moved the price past that, so your swap reverted safely: you lost only about {gas} of gas, and can quote again.',
          values: { gas: usdcText(i18n, result.costUsdc) },
        })
      : result.kind === 'filled'
        ? i18n._({
            id: 'practiceWallet.swap.filled',
            message: 'Your swap filled with {received}, {shortfall} less than the quote because of the ordinary buy ahead of you; no bot could profit from your swap.',
            values: { received: ethText(i18n, result.received), shortfall: usdcText(i18n, result.shortfallUsdc) },
          })
        : i18n._({
            id: 'practiceWallet.swap.sandwiched',
            message:
              'The bot bought {frontRun} of ETH just before you, pushing the price to your limit; you got {received}, {shortfall} less than the quote, and the bot sold straight after you for {profit} profit after gas.',
            values: {
              frontRun: usdcText(i18n, result.frontRunUsdc),
              received: ethText(i18n, result.received),
              shortfall: usdcText(i18n, result.shortfallUsdc),
              profit: usdcText(i18n, result.botProfitUsdc),
            },
          });
  return `${limit} ${what}`;
}

const SLIPPAGE_EXPLANATION = (i18n: I18n) =>
  i18n._({
    id: 'practiceWallet.swap.slippageExplanation',
    message:
      'Slippage tolerance is the worst price you accept, and a sandwich bot reads it from the public mempool: it buys just before you up to exactly that price and sells right after. Keep it as tight as the trade allows (0.1% to 0.5% for a large, liquid pair); a revert costs only gas, a loose limit can cost a percentage of the trade.',
  });

const ROUTE_EXPLANATION = (i18n: I18n) =>
  i18n._({
    id: 'practiceWallet.swap.routeExplanation',
    message:
      "Swaps sent to the public mempool can be seen and reordered by searchers before they land (MEV). A private, MEV-protected RPC or a DEX's protected route sends the swap straight to block builders, so no bot sees it in time to sandwich it.",
  });

/** Two scored decisions: a slippage limit the bot cannot profit from, and a route it cannot see. */
export function scoreSwap(slippageBps: SlippageBps, isPrivate: boolean): Outcome[] {
  const result = simulateSwap(slippageBps, isPrivate);
  const publicResult = simulateSwap(slippageBps, false);
  const savedByRoute = isPrivate && publicResult.kind === 'sandwiched';
  return [
    {
      drill: 'swap',
      step: (i18n) => i18n._({ id: 'practiceWallet.swap.step.slippage', message: 'Slippage {slippage}', values: { slippage: slippageText(i18n, slippageBps) } }),
      isCorrect: publicResult.kind !== 'sandwiched',
      explanation: (i18n) =>
        [
          describeSwap(i18n, result, slippageBps),
          ...(savedByRoute ? [i18n._({ id: 'practiceWallet.swap.savedByRoute', message: 'The private route saved you this time; in the public mempool this limit would have been sandwiched.' })] : []),
          SLIPPAGE_EXPLANATION(i18n),
        ].join(' '),
      term: publicResult.kind === 'sandwiched' ? TERMS.sandwichAttack : TERMS.slippage,
    },
    {
      drill: 'swap',
      step: (i18n) =>
        isPrivate ? i18n._({ id: 'practiceWallet.swap.step.private', message: 'Private route (MEV-protected)' }) : i18n._({ id: 'practiceWallet.swap.step.public', message: 'Public mempool route' }),
      isCorrect: isPrivate,
      explanation: ROUTE_EXPLANATION,
      term: TERMS.mev,
    },
  ];
}
