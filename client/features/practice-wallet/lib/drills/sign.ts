/** Drill 3: read what you sign. Real ERC-20 `approve` calldata and EIP-712 typed data, encoded, decoded and hashed with viem. */
import { decodeFunctionData, encodeFunctionData, formatUnits, hashTypedData, maxUint256, type Address, type Hex } from 'viem';
import { cryptoRandomBytes, randomAddress, shuffle, TERMS, type DrillTerm, type RandomBytes } from './common';

const ERC20_APPROVE_ABI = [
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

export interface SignScenario {
  id: string;
  site: string;
  pitch: string;
  request: ApproveRequest | PermitRequest;
  /** Who the spender really is (revealed after the decision). */
  spenderIs: 'drainer' | 'dex';
  shouldSign: boolean;
}

/** What a wallet that reads the request would show. */
export interface DecodedRequest {
  method: 'approve' | 'Permit';
  token: string;
  spender: Address;
  amount: bigint;
  isUnlimited: boolean;
  amountLabel: string;
  deadline: bigint | null;
  /** The EIP-712 digest that would be signed (Permit only). */
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

export function amountLabel(amount: bigint): string {
  if (amount === maxUint256) return 'UNLIMITED';
  return `${Number(formatUnits(amount, USDC_DECIMALS)).toLocaleString('en-US', { maximumFractionDigits: 2 })} USDC`;
}

export function decodeRequest(request: ApproveRequest | PermitRequest): DecodedRequest {
  if (request.kind === 'approve') {
    const { functionName, args } = decodeFunctionData({ abi: ERC20_APPROVE_ABI, data: request.calldata });
    const [spender, amount] = args;
    return { method: functionName, token: 'USDC', spender, amount, isUnlimited: amount === maxUint256, amountLabel: amountLabel(amount), deadline: null, digest: null };
  }
  const { message } = request.typedData;
  return {
    method: 'Permit',
    token: request.typedData.domain.name,
    spender: message.spender,
    amount: message.value,
    isUnlimited: message.value === maxUint256,
    amountLabel: amountLabel(message.value),
    deadline: message.deadline,
    digest: hashTypedData(request.typedData),
  };
}

export interface SignDrill {
  owner: Address;
  dexRouter: Address;
  scenarios: SignScenario[];
}

/** Four requests in a random order: two to a drainer (one unlimited approve, one unlimited Permit), two harmless. */
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
  const approve = (spender: Address, amount: bigint): ApproveRequest => ({
    kind: 'approve',
    calldata: encodeFunctionData({ abi: ERC20_APPROVE_ABI, functionName: 'approve', args: [spender, amount] }),
  });
  const scenarios: SignScenario[] = [
    {
      id: 'drainer-approve',
      site: 'usdc-rewards-claim.xyz',
      pitch: 'Claim your 300 USDC loyalty reward. Approve once to verify your wallet.',
      request: approve(drainer, maxUint256),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'drainer-permit',
      site: 'airdrop-eligibility.app',
      pitch: 'Gasless check: sign this message to see if you qualify. It costs nothing.',
      request: permit(drainer, maxUint256, now + 10n * 365n * 86_400n),
      spenderIs: 'drainer',
      shouldSign: false,
    },
    {
      id: 'dex-approve',
      site: 'the DEX you opened from your bookmarks',
      pitch: 'Swap 100 USDC for ETH. Step 1 of 2: allow the router to spend exactly 100 USDC.',
      request: approve(dexRouter, 100n * 10n ** 6n),
      spenderIs: 'dex',
      shouldSign: true,
    },
    {
      id: 'dex-permit',
      site: 'the DEX you opened from your bookmarks',
      pitch: 'Swap 50 USDC for ETH with a signature instead of an approval transaction.',
      request: permit(dexRouter, 50n * 10n ** 6n, now + 30n * 60n),
      spenderIs: 'dex',
      shouldSign: true,
    },
  ];
  return { owner, dexRouter, scenarios: shuffle(scenarios, random) };
}

/** What signing would have allowed, in plain words; and why the right call was right. */
export function consequenceOf(scenario: SignScenario, decoded: DecodedRequest): string {
  const balance = amountLabel(PRACTICE_BALANCE);
  if (scenario.spenderIs === 'drainer') {
    const how =
      decoded.method === 'Permit'
        ? 'This "free" message is an EIP-2612 Permit: the spender submits it on-chain itself, with no further prompt to you'
        : 'This approve transaction sets an allowance that stays until you revoke it';
    return `${how}. ${decoded.isUnlimited ? 'The amount is UNLIMITED' : `The amount is ${decoded.amountLabel}`}, and the spender is an unknown contract, not anything the site claimed: it could move all ${balance} you hold, today or in a year, plus anything you deposit later.`;
  }
  return `The spender is the router of the DEX you opened yourself, and the amount is exactly ${decoded.amountLabel}${decoded.deadline !== null ? ', valid for 30 minutes' : ''}: it can move that much for this swap and nothing more. Signing was fine; rejecting it only cancels your own swap.`;
}

export function termFor(scenario: SignScenario): DrillTerm {
  return scenario.request.kind === 'permit' ? TERMS.drainer : TERMS.tokenApproval;
}
