import { setupI18n } from '@lingui/core';
import { hashTypedData, maxUint160, maxUint256, recoverTypedDataAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { messages as walletEn } from '@/i18n/catalogs/wallet/en';
import { TERMS } from './common';
import { amountText, consequenceOf, decodeRequest, newSignDrill, PERMIT2, termFor } from './sign';

const english = setupI18n({ locale: 'en', messages: { en: walletEn } });

describe('sign drill', () => {
  const owner = mnemonicToAccount('test test test test test test test test test test test junk');

  it('builds real approve calldata and decodes it back, flagging the unlimited amount', () => {
    const drill = newSignDrill(owner.address);
    const approvals = drill.scenarios.filter((scenario) => scenario.request.kind === 'approve');
    expect(approvals).toHaveLength(2);
    for (const scenario of approvals) {
      if (scenario.request.kind !== 'approve') continue;
      expect(scenario.request.calldata.startsWith('0x095ea7b3')).toBe(true); // approve(address,uint256)
      expect(scenario.request.calldata).toHaveLength(2 + 8 + 64 * 2);
      const decoded = decodeRequest(scenario.request);
      expect(decoded.method).toBe('approve');
      expect(decoded.isUnlimited).toBe(scenario.spenderIs === 'drainer');
      expect(decoded.amount === maxUint256).toBe(scenario.spenderIs === 'drainer');
      expect(amountText(english, decoded.amount)).toBe(scenario.spenderIs === 'drainer' ? 'UNLIMITED' : '100 USDC');
    }
  });

  it('builds EIP-712 Permit typed data whose digest a real signature recovers from', async () => {
    const drill = newSignDrill(owner.address);
    const permits = drill.scenarios.filter((scenario) => scenario.request.kind === 'permit');
    expect(permits).toHaveLength(2);
    for (const scenario of permits) {
      if (scenario.request.kind !== 'permit') continue;
      const decoded = decodeRequest(scenario.request);
      expect(decoded.digest).toMatch(/^0x[0-9a-f]{64}$/);
      const signature = await owner.signTypedData(scenario.request.typedData);
      expect(await recoverTypedDataAddress({ ...scenario.request.typedData, signature })).toBe(owner.address);
      expect(termFor(scenario)).toBe(TERMS.drainer);
    }
  });

  it('builds Permit2 PermitSingle typed data for the canonical Permit2 contract: unlimited to the drainer with a far expiry, exact to the router with a short one', async () => {
    const drill = newSignDrill(owner.address);
    const permits = drill.scenarios.filter((scenario) => scenario.request.kind === 'permit2');
    expect(permits.map((scenario) => scenario.spenderIs).sort()).toEqual(['dex', 'drainer']);
    const now = Math.floor(Date.now() / 1000);
    for (const scenario of permits) {
      if (scenario.request.kind !== 'permit2') continue;
      const { typedData } = scenario.request;
      expect(typedData.domain).toEqual({ name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' });
      expect(typedData.domain.verifyingContract).toBe(PERMIT2);
      const decoded = decodeRequest(scenario.request);
      expect(decoded.method).toBe('PermitSingle');
      expect(decoded.digest).toBe(hashTypedData(typedData));
      const signature = await owner.signTypedData(typedData);
      expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owner.address);
      expect(termFor(scenario)).toBe(TERMS.drainer);
      const expiresIn = Number(decoded.deadline) - now;
      if (scenario.spenderIs === 'drainer') {
        expect(typedData.message.details.amount).toBe(maxUint160);
        expect(amountText(english, decoded.amount)).toBe('UNLIMITED');
        expect(expiresIn).toBeGreaterThan(4 * 365 * 86_400);
        expect(consequenceOf(english, scenario, decoded)).toMatch(/Permit2 PermitSingle.*UNLIMITED.*all 1,250 USDC/);
      } else {
        expect(decoded.spender).toBe(drill.dexRouter);
        expect(amountText(english, decoded.amount)).toBe('200 USDC');
        expect(expiresIn).toBeLessThanOrEqual(30 * 60);
      }
    }
  });

  it('has three drainer requests to reject and three harmless ones to sign, and says what each would have allowed', () => {
    const drill = newSignDrill(owner.address);
    expect(drill.scenarios).toHaveLength(6);
    const drainers = drill.scenarios.filter((scenario) => scenario.spenderIs === 'drainer');
    expect(drainers.map((scenario) => scenario.shouldSign)).toEqual([false, false, false]);
    expect(drill.scenarios.filter((scenario) => scenario.shouldSign)).toHaveLength(3);
    for (const scenario of drainers) expect(consequenceOf(english, scenario, decodeRequest(scenario.request))).toMatch(/UNLIMITED.*1,250 USDC/);
    for (const scenario of drill.scenarios.filter((item) => item.shouldSign)) {
      const decoded = decodeRequest(scenario.request);
      expect(decoded.spender).toBe(drill.dexRouter);
      expect(consequenceOf(english, scenario, decoded)).toMatch(/exactly (100|50|200) USDC/);
    }
  });
});
