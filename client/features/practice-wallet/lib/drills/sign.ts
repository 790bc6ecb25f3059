/** Drill 3: read what you sign. Real ERC-20 `approve` calldata and EIP-712 typed data, encoded, decoded and hashed with viem. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { decodeFunctionData, encodeFunctionData, formatUnits, hashTypedData, maxUint160, maxUint256, type Address, type Hex } from 'viem';
import { ltrIn } from '@/lib/bidi';
import { formatNumber } from '@/lib/format';
import { cryptoRandomBytes, randomAddress, shuffle, TERMS, type DrillTerm, type RandomBytes } from './common';

export const ERC20_APPROVE_ABI = [
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** USDC on Ethereum mainnet (6 decimals); the drill only encodes against it, nothing is sent. */
export const USDC: Address = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const USDC_DECIMALS = 6;
export const PRACTICE_BALANCE = 1_250n * 10n ** 6n;

export interface ApproveRequest {
  kind: 'approve';
  calldata: Hex;
}

export interface PermitRequest {
  kind: 'permit';
  typedData: {
    domain: { name: string; version: string; chainId: number; verifyingContract: Address };
    types: { Permit: Array<{ name: string; type: string }> };
    primaryType: 'Permit';
    message: { owner: Address; spender: Address; value: bigint; nonce: bigint; deadline: bigint };
  };
}

/**
 * Uniswap's Permit2 (the same address on every chain). A wallet that approved Permit2 once lets anyone holding
 * a `PermitSingle` signature move the token through it, up to the signed amount and until the signed expiry.
 */
export const PERMIT2: Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3';

export interface Permit2Request {
  kind: 'permit2';
  typedData: {
    domain: { name: 'Permit2'; chainId: number; verifyingContract: Address };
    types: typeof PERMIT2_TYPES;
    primaryType: 'PermitSingle';
    message: { details: { token: Address; amount: bigint; expiration: number; nonce: number }; spender: Address; sigDeadline: bigint };
  };
}

export type SignRequest = ApproveRequest | PermitRequest | Permit2Request;

export interface SignScenario {
  id: string;
  /** The site that asks, or null for the DEX the learner opened from their bookmarks. */
  domain: string | null;
  pitch: MessageDescriptor;
  request: SignRequest;
  /** Who the spender really is (revealed after the decision). */
  spenderIs: 'drainer' | 'dex';
  shouldSign: boolean;
}

/** What a wallet that reads the request would show. */
export interface DecodedRequest {
  method: 'approve' | 'Permit' | 'PermitSingle';
  token: string;
  spender: Address;
  amount: bigint;
  isUnlimited: boolean;
  /** Permit: the signature's deadline; Permit2: when the allowance expires (unix seconds). */
  deadline: bigint | null;
  /** The EIP-712 digest that would be signed (Permit and Permit2 only). */
  digest: Hex | null;
}

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
};

// Permit2's typed data as its contract hashes it (PermitHash.sol): amounts are uint160, expiry and nonce uint48.
const PERMIT2_TYPES = {
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ],
} as const;

/** Unlimited as each standard spells it: uint256 max for ERC-20 and EIP-2612, uint160 max for Permit2. */
const isUnlimitedAmount = (amount: bigint) => amount === maxUint256 || amount === maxUint160;

/** An amount of USDC as a wallet shows it, in the reader's number format; unlimited in capitals, as revoke tools flag it. */
export function amountText(i18n: I18n, amount: bigint): string {
  if (isUnlimitedAmount(amount)) return i18n._({ id: 'practiceWallet.unlimited', message: 'UNLIMITED' });
  return `${formatNumber(Number(formatUnits(amount, USDC_DECIMALS)), i18n.locale, { maximumFractionDigits: 2 })} USDC`;
}

export function decodeRequest(request: SignRequest): DecodedRequest {
  if (request.kind === 'approve') {
    const { functionName, args } = decodeFunctionData({ abi: ERC20_APPROVE_ABI, data: request.calldata });
    const [spender, amount] = args;
    return { method: functionName, token: 'USDC', spender, amount, isUnlimited: amount === maxUint256, deadline: null, digest: null };
  }
  if (request.kind === 'permit2') {
    const { details, spender } = request.typedData.message;
    return {
      method: 'PermitSingle',
      token: details.token === USDC ? 'USDC' : details.token,
      spender,
      amount: details.amount,
      isUnlimited: isUnlimitedAmount(details.amount),
      deadline: BigInt(details.expiration),
      digest: hashTypedData(request.typedData),
    };
  }
  const { message } = request.typedData;
  return {
    method: 'Permit',
    token: request.typedData.domain.name,
    spender: message.spender,
    amount: message.value,
    isUnlimited: message.value === maxUint256,
    deadline: message.deadline,
    digest: hashTypedData(request.typedData),
  };
}

export interface SignDrill {
  owner: Address;
  dexRouter: Address;
  scenarios: SignScenario[];
}

/**
 * Six requests in a random order: three to a drainer (an unlimited approve, an unlimited Permit with a 10-year
 * deadline, an unlimited Permit2 PermitSingle that expires in 5 years), three harmless (exact amounts to the DEX
 * router the learner used before, short deadlines).
 */
export function newSignDrill(owner: Address, random: RandomBytes = cryptoRandomBytes): SignDrill {
  const drainer = randomAddress(random);
  const dexRouter = randomAddress(random);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const permit = (spender: Address, value: bigint, deadline: bigint): PermitRequest => ({
    kind: 'permit',
    typedData: {
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: { owner, spender, value, nonce: 0n, deadline },
    },
  });
  const permit2 = (spender: Address, amount: bigint, expiresIn: bigint): Permit2Request => ({
    kind: 'permit2',
    typedData: {
      domain: { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 },
      types: PERMIT2_TYPES,
      primaryType: 'PermitSingle',
      message: { details: { token: USDC, amount, expiration: Number(now + expiresIn), nonce: 0 }, spender, sigDeadline: now + 30n * 60n },
    },
  });
  const approve = (spender: Address, amount: bigint): ApproveRequest => ({
    kind: 'approve',
    calldata: encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
  });
  const scenarios: SignScenario[] = [
    {
      id: 'drainer-approve',
      domain: 'usdc-rewards-claim.xyz',
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.drainerApprove', message: 'Claim your 300 USDC loyalty reward. Approve once to verify your wallet.' },
      request: approve(drainer, maxUint256),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'drainer-permit',
      domain: 'airdrop-eligibility.app',
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.drainerPermit', message: 'Gasless check: sign this message to see if you qualify. It costs nothing.' },
      request: permit(drainer, maxUint256, now + 10n * 365n * 86_400n),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'drainer-permit2',
      domain: 'mint-allowlist-pass.io',
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.drainerPermit2', message: 'You are on the allowlist! Sign to confirm your free mint spot. Gasless, no transaction.' },
      request: permit2(drainer, maxUint160, 5n * 365n * 86_400n),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'dex-approve',
      domain: null,
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.dexApprove', message: 'Swap 100 USDC for ETH. Step 1 of 2: allow the router to spend exactly 100 USDC.' },
      request: approve(dexRouter, 100n * 10n ** 6n),
      spenderIs: 'dex',
      shouldSign: true,
    },
    {
      id: 'dex-permit',
      domain: null,
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.dexPermit', message: 'Swap 50 USDC for ETH with a signature instead of an approval transaction.' },
      request: permit(dexRouter, 50n * 10n ** 6n, now + 30n * 60n),
      spenderIs: 'dex',
      shouldSign: true,
    },
    {
      id: 'dex-permit2',
      domain: null,
      pitch: /*i18n*/ { id: 'practiceWallet.sign.pitch.dexPermit2', message: 'Swap 200 USDC for ETH. Sign a Permit2 allowance for this swap.' },
      request: permit2(dexRouter, 200n * 10n ** 6n, 30n * 60n),
      spenderIs: 'dex',
      shouldSign: true,
    },
  ];
  return { owner, dexRouter, scenarios: shuffle(scenarios, random) };
}

/** Who asks: the site's domain, or the learner's bookmarked DEX. */
export function siteOf(i18n: I18n, scenario: SignScenario): string {
  return scenario.domain !== null ? ltrIn(i18n.locale, scenario.domain) : i18n._({ id: 'practiceWallet.sign.bookmarkedDex', message: 'the DEX you opened from your bookmarks' });
}

/** What signing would have allowed, in plain words; and why the right call was right. */
export function consequenceOf(i18n: I18n, scenario: SignScenario, decoded: DecodedRequest): string {
  const amount = amountText(i18n, decoded.amount);
  if (scenario.spenderIs === 'drainer') {
    const balance = amountText(i18n, PRACTICE_BALANCE);
    switch (decoded.method) {
      case 'Permit':
        return i18n._({
          id: 'practiceWallet.sign.drainer.permit',
          message:
            'This "free" message is an EIP-2612 Permit: the spender submits it on-chain itself, with no further prompt to you. The amount is {amount}, and the spender is an unknown contract, not anything the site claimed: it could move all {balance} you hold, today or in a year, plus anything you deposit later.',
          values: { amount, balance },
        });
      case 'PermitSingle':
        return i18n._({
          id: 'practiceWallet.sign.drainer.permit2',
          message:
            'This "free" message is a Permit2 PermitSingle: you approved the Permit2 contract once (most people who ever swapped on Uniswap did), so whoever holds this signature can have Permit2 move your USDC to the spender, with no further prompt to you, until the expiry years from now. The amount is {amount}, and the spender is an unknown contract, not anything the site claimed: it could move all {balance} you hold, today or in a year, plus anything you deposit later.',
          values: { amount, balance },
        });
      case 'approve':
        return i18n._({
          id: 'practiceWallet.sign.drainer.approve',
          message:
            'This approve transaction sets an allowance that stays until you revoke it. The amount is {amount}, and the spender is an unknown contract, not anything the site claimed: it could move all {balance} you hold, today or in a year, plus anything you deposit later.',
          values: { amount, balance },
        });
    }
  }
  return decoded.deadline !== null
    ? i18n._({
        id: 'practiceWallet.sign.dex.signature',
        message:
          'The spender is the router of the DEX you opened yourself, and the amount is exactly {amount}, valid for 30 minutes: it can move that much for this swap and nothing more. Signing was fine; rejecting it only cancels your own swap.',
        values: { amount },
      })
    : i18n._({
        id: 'practiceWallet.sign.dex.approve',
        message:
          'The spender is the router of the DEX you opened yourself, and the amount is exactly {amount}: it can move that much for this swap and nothing more. Signing was fine; rejecting it only cancels your own swap.',
        values: { amount },
      });
}

export function termFor(scenario: SignScenario): DrillTerm {
  return scenario.request.kind === 'approve' ? TERMS.tokenApproval : TERMS.drainer;
}
