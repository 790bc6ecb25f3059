/**
 * Drill 5: revoke an approval. The learner's standing ERC-20 allowances, one of them a drainer's unlimited
 * approval among legitimate ones; revoking builds the real `approve(spender, 0)` transaction (viem).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { decodeFunctionData, encodeFunctionData, maxUint256, type Address, type Hex } from 'viem';
import { formatNumber } from '@/lib/format';
import { cryptoRandomBytes, randomAddress, shuffle, TERMS, type Outcome, type RandomBytes } from './common';
import { ERC20_APPROVE_ABI } from './sign';

/** Mainnet token contracts the practice approvals are on (the revoke transaction is sent to the token). */
const TOKENS = {
  USDC: { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
  DAI: { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', decimals: 18 },
  WETH: { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 },
} as const satisfies Record<string, { address: Address; decimals: number }>;
type TokenSymbol = keyof typeof TOKENS;

export interface StandingApproval {
  id: 'router' | 'drainer' | 'lending';
  token: TokenSymbol;
  spender: Address;
  spenderLabel: MessageDescriptor;
  amount: bigint;
  granted: MessageDescriptor;
  /** Why revoking it cost nothing but gas, for one the learner still uses; null for the drainer. */
  stillUsed: MessageDescriptor | null;
}

export interface RevokeTransaction {
  approval: StandingApproval;
  to: Address;
  calldata: Hex;
  decoded: { functionName: string; spender: Address; amount: bigint };
}

export function newRevokeDrill(random: RandomBytes = cryptoRandomBytes): StandingApproval[] {
  return shuffle<StandingApproval>(
    [
      {
        id: 'router',
        token: 'USDC',
        spender: randomAddress(random),
        spenderLabel: /*i18n*/ { id: 'practiceWallet.revoke.spender.router', message: 'DEX router (the DEX you bookmarked)' },
        amount: 500n * 10n ** 6n,
        granted: /*i18n*/ { id: 'practiceWallet.revoke.granted.days', message: 'Granted 3 days ago' },
        stillUsed: /*i18n*/ {
          id: 'practiceWallet.revoke.stillUsed.router',
          message: 'Revoking the DEX router cost nothing but gas; you will approve it again next time you use it for your weekly USDC to ETH swap.',
        },
      },
      {
        id: 'drainer',
        token: 'USDC',
        spender: randomAddress(random),
        spenderLabel: /*i18n*/ { id: 'practiceWallet.revoke.spender.drainer', message: 'Unknown contract (approved on usdc-rewards-claim.xyz)' },
        amount: maxUint256,
        granted: /*i18n*/ { id: 'practiceWallet.revoke.granted.yesterday', message: 'Granted yesterday' },
        stillUsed: null,
      },
      {
        id: 'lending',
        token: 'DAI',
        spender: randomAddress(random),
        spenderLabel: /*i18n*/ { id: 'practiceWallet.revoke.spender.lending', message: 'Lending pool (your DAI deposit)' },
        amount: 1_000n * 10n ** 18n,
        granted: /*i18n*/ { id: 'practiceWallet.revoke.granted.months', message: 'Granted 8 months ago' },
        stillUsed: /*i18n*/ {
          id: 'practiceWallet.revoke.stillUsed.lending',
          message: 'Revoking the lending pool cost nothing but gas; you will approve it again next time you use it for topping up your lending deposit.',
        },
      },
    ],
    random,
  );
}

export const isUnlimitedApproval = (approval: StandingApproval) => approval.amount === maxUint256;

/** The allowance as a revoke tool lists it, in the reader's number format. */
export function approvalAmountText(i18n: I18n, approval: StandingApproval): string {
  if (isUnlimitedApproval(approval)) return i18n._({ id: 'practiceWallet.unlimited', message: 'UNLIMITED' });
  const whole = approval.amount / 10n ** BigInt(TOKENS[approval.token].decimals);
  return `${formatNumber(Number(whole), i18n.locale)} ${approval.token}`;
}

/** Revoking is an `approve(spender, 0)` transaction sent to the token contract. */
export function revokeTransaction(approval: StandingApproval): RevokeTransaction {
  const calldata = encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [approval.spender, 0n] });
  const { functionName, args } = decodeFunctionData({ abi: ERC20_APPROVE_ABI, data: calldata });
  return { approval, to: TOKENS[approval.token].address, calldata, decoded: { functionName, spender: args[0], amount: args[1] } };
}

export const REVOKE_EXPLANATION = (i18n: I18n) =>
  i18n._({
    id: 'practiceWallet.revoke.explanation',
    message:
      'An approval stays until you set it to zero: the spender can move up to the approved amount whenever it likes, with no further prompt. An UNLIMITED approval to a contract you do not recognise, granted on a "claim a reward" site, is how drainers empty wallets days or months later. Revoking sends approve(spender, 0) to the token contract; it costs a little gas and nothing else.',
  });

/** One scored decision: was the drainer revoked? Revoking an approval still in use costs nothing but is explained. */
export function scoreRevoke(approvals: readonly StandingApproval[], revokedIds: ReadonlySet<StandingApproval['id']>): Outcome {
  const isCorrect = revokedIds.has('drainer');
  const inUse = approvals.filter((approval) => revokedIds.has(approval.id)).flatMap((approval) => (approval.stillUsed ? [approval.stillUsed] : []));
  return {
    drill: 'revoke',
    step: (i18n) => i18n._({ id: 'practiceWallet.revoke.step', message: 'Revoke the drainer' }),
    isCorrect,
    explanation: (i18n) =>
      [
        isCorrect
          ? i18n._({ id: 'practiceWallet.revoke.revoked', message: "You revoked the unknown contract's UNLIMITED USDC approval." })
          : i18n._({
              id: 'practiceWallet.revoke.leftInPlace',
              message: "You left the unknown contract's UNLIMITED USDC approval in place: it can still take all your USDC, now or whenever you next receive some.",
            }),
        REVOKE_EXPLANATION(i18n),
        ...inUse.map((sentence) => i18n._(sentence)),
      ].join(' '),
    term: TERMS.tokenApproval,
  };
}
