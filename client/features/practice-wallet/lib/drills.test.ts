import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { maxUint256, recoverTypedDataAddress } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { consequenceOf, decodeRequest, isBackupProven, lookalikeOf, middleDiffers, newReceiveRound, newSeedPhrase, newSignDrill, randomAddress, receiveAddressOf, termFor, TERMS } from './drills';

describe('seed drill', () => {
  it('makes a valid 12-word BIP-39 phrase, a new one each time', () => {
    const words = newSeedPhrase();
    expect(words).toHaveLength(12);
    expect(validateMnemonic(words.join(' '), wordlist)).toBe(true);
    expect(newSeedPhrase().join(' ')).not.toBe(words.join(' '));
  });

  it("derives the address any standard wallet shows (m/44'/60'/0'/0/0)", () => {
    // The well-known development phrase and its first account.
    expect(receiveAddressOf('test test test test test test test test test test test junk'.split(' '))).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it('accepts the backup only with every word in its place', () => {
    const words = newSeedPhrase();
    expect(isBackupProven(words, words)).toBe(true);
    const swapped = [...words];
    [swapped[3], swapped[4]] = [swapped[4]!, swapped[3]!];
    expect(isBackupProven(words, swapped)).toBe(swapped[3] === swapped[4]);
    expect(isBackupProven(words, words.slice(0, 11))).toBe(false);
    expect(isBackupProven(words, [...words.slice(0, 11), 'zoo'])).toBe(words[11] === 'zoo');
  });
});

describe('receive drill', () => {
  it('plants a look-alike with the same first and last characters and a different middle', () => {
    for (let run = 0; run < 50; run += 1) {
      const real = randomAddress();
      const fake = lookalikeOf(real);
      expect(fake.toLowerCase()).not.toBe(real.toLowerCase());
      expect(middleDiffers(real, fake)).toBe(true);
      expect(fake.slice(0, 6)).toBe(real.slice(0, 6));
      expect(fake.slice(-4)).toBe(real.slice(-4));
      expect(fake).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
  });

  it('puts the poison at the top of the history and the real address further down', () => {
    const round = newReceiveRound();
    expect(round.history[0]!.isPoison).toBe(true);
    expect(round.history.filter((entry) => entry.counterparty === round.saved)).toHaveLength(1);
    expect(middleDiffers(round.saved, round.history[0]!.counterparty)).toBe(true);
  });
});

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
