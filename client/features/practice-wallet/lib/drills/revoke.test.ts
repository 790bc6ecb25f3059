import { setupI18n } from '@lingui/core';
import { maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { messages as walletEn } from '@/i18n/catalogs/wallet/en';
import { TERMS } from './common';
import { approvalAmountText, newRevokeDrill, revokeTransaction, scoreRevoke } from './revoke';

const english = setupI18n({ locale: 'en', messages: { en: walletEn } });

describe('revoke drill', () => {
  it("lists a drainer's unlimited approval among legitimate, limited ones", () => {
    const approvals = newRevokeDrill();
    expect(approvals.map((approval) => approval.id).sort()).toEqual(['drainer', 'lending', 'router']);
    const drainer = approvals.find((approval) => approval.id === 'drainer')!;
    expect(drainer.amount).toBe(maxUint256);
    expect(approvalAmountText(english, drainer)).toBe('UNLIMITED');
    expect(
      approvalAmountText(
        english,
        approvals.find((approval) => approval.id === 'lending')!,
      ),
    ).toBe('1,000 DAI');
  });

  it('builds a real approve(spender, 0) transaction to the token contract', () => {
    for (const approval of newRevokeDrill()) {
      const transaction = revokeTransaction(approval);
      expect(transaction.calldata.startsWith('0x095ea7b3')).toBe(true);
      expect(transaction.calldata.endsWith('0'.repeat(64))).toBe(true);
      expect(transaction.calldata.toLowerCase()).toContain(approval.spender.slice(2).toLowerCase());
      expect(transaction.decoded).toEqual({ functionName: 'approve', spender: approval.spender, amount: 0n });
    }
    const usdc = revokeTransaction(newRevokeDrill().find((approval) => approval.token === 'USDC')!);
    expect(usdc.to).toBe('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
  });

  it('scores revoking the drainer right, leaving it a miss, and explains revoking one still in use without a penalty', () => {
    const approvals = newRevokeDrill();
    expect(scoreRevoke(approvals, new Set(['drainer']))).toMatchObject({ drill: 'revoke', isCorrect: true });
    const everything = scoreRevoke(approvals, new Set(['drainer', 'router', 'lending']));
    expect(everything.isCorrect).toBe(true);
    expect(everything.explanation(english)).toMatch(/Revoking the DEX router cost nothing but gas/);
    const missed = scoreRevoke(approvals, new Set(['router']));
    expect(missed.isCorrect).toBe(false);
    expect(missed.term).toBe(TERMS.tokenApproval);
    expect(missed.explanation(english)).toMatch(/You left the unknown contract's UNLIMITED USDC approval in place/);
  });
});
