import { maxUint256, recoverTypedDataAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { TERMS } from './common';
import { consequenceOf, decodeRequest, newSignDrill, termFor } from './sign';

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
      expect(decoded.amountLabel).toBe(scenario.spenderIs === 'drainer' ? 'UNLIMITED' : '100 USDC');
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

  it('has two drainer requests to reject and two harmless ones to sign, and says what each would have allowed', () => {
    const drill = newSignDrill(owner.address);
    const drainers = drill.scenarios.filter((scenario) => scenario.spenderIs === 'drainer');
    expect(drainers.map((scenario) => scenario.shouldSign)).toEqual([false, false]);
    expect(drill.scenarios.filter((scenario) => scenario.shouldSign)).toHaveLength(2);
    for (const scenario of drainers) expect(consequenceOf(scenario, decodeRequest(scenario.request))).toMatch(/UNLIMITED.*1,250 USDC/);
    for (const scenario of drill.scenarios.filter((item) => item.shouldSign)) {
      const decoded = decodeRequest(scenario.request);
      expect(decoded.spender).toBe(drill.dexRouter);
      expect(consequenceOf(scenario, decoded)).toMatch(/exactly (100|50) USDC/);
    }
  });
});
