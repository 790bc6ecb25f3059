/** Drills 5 and 6 of the practice wallet: revoke a drainer's approval, and swap with a sandwich bot in the mempool. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type Outcome } from '../lib/drills/common';
import { approvalAmountText, isUnlimitedApproval, newRevokeDrill, revokeTransaction, scoreRevoke, type RevokeTransaction, type StandingApproval } from '../lib/drills/revoke';
import { amountOut, ethText, scoreSwap, SLIPPAGE_BPS, slippageText, SWAP, usdcText, type SlippageBps } from '../lib/drills/swap';

import { Panel } from './drill-ui';

// --- Drill 5 ------------------------------------------------------------------------------------------------

export function RevokeDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
  const [approvals] = useState(() => newRevokeDrill());
  const [selected, setSelected] = useState<ReadonlySet<StandingApproval['id']>>(new Set());
  const [sent, setSent] = useState<RevokeTransaction[] | null>(null);
  const toggle = (id: StandingApproval['id']) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (sent) {
    return (
      <Panel>
        {sent.length === 0 ? (
          <p className="text-sm font-semibold">{i18n._({ id: 'practiceWallet.revoke.nothing', message: 'You revoked nothing. Every approval, including any you did not recognise, still stands.' })}</p>
        ) : (
          <>
            <p className="text-sm font-semibold">
              {i18n._({
                id: 'practiceWallet.revoke.transactions',
                message: '{count, plural, one {One revoke transaction, as your wallet would show it:} other {# revoke transactions, as your wallet would show them:}}',
                values: { count: sent.length },
              })}
            </p>
            <ul className="grid gap-2" data-testid="revoke-transactions">
              {sent.map((transaction) => (
                <li key={transaction.approval.id} className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
                  <p>
                    <strong>{i18n._({ id: 'practiceWallet.revoke.to', message: 'To' })}</strong>{' '}
                    {i18n._({ id: 'practiceWallet.revoke.contract', message: '{token} contract', values: { token: transaction.approval.token } })}{' '}
                    <span className="break-all font-mono text-xs">{transaction.to}</span>
                  </p>
                  <p data-testid="revoke-decoded">
                    <strong>{i18n._({ id: 'practiceWallet.revoke.decoded', message: 'Decoded' })}</strong>{' '}
                    <span className="break-all font-mono text-xs">
                      {transaction.decoded.functionName}(spender {transaction.decoded.spender}, amount {transaction.decoded.amount.toString()})
                    </span>
                  </p>
                  <p className="break-all font-mono text-xs text-muted-foreground">{transaction.calldata}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button type="button" onClick={() => onDone([scoreRevoke(approvals, selected)])}>
          {i18n._({ id: 'practiceWallet.seeScore', message: 'See your score' })}
        </Button>
      </Panel>
    );
  }

  return (
    <Panel>
      <p className="text-sm">
        {i18n._({ id: 'practiceWallet.revoke.intro', message: "Your wallet's token approvals, as a revoke tool lists them." })}{' '}
        <strong>{i18n._({ id: 'practiceWallet.revoke.pick', message: 'Pick the ones to revoke.' })}</strong>
      </p>
      <ul className="grid gap-2" aria-label={i18n._({ id: 'practiceWallet.revoke.approvals', message: 'Your approvals' })}>
        {approvals.map((approval) => {
          const isUnlimited = isUnlimitedApproval(approval);
          return (
            <li key={approval.id}>
              <label className={cn('flex gap-3 rounded-xl border border-border p-3 text-sm', selected.has(approval.id) ? 'bg-primary/5 ring-2 ring-primary' : 'bg-card')} data-approval={approval.id}>
                <input type="checkbox" className="mt-1 size-5 shrink-0" checked={selected.has(approval.id)} onChange={() => toggle(approval.id)} />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold">
                    {approval.token} · <span className={cn(isUnlimited && 'font-extrabold text-destructive')}>{approvalAmountText(i18n, approval)}</span>
                  </span>
                  <span>{i18n._(approval.spenderLabel)}</span>
                  <span className="break-all font-mono text-xs text-muted-foreground">{approval.spender}</span>
                  <span className="text-xs text-muted-foreground">{i18n._(approval.granted)}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button type="button" onClick={() => setSent(approvals.filter((approval) => selected.has(approval.id)).map(revokeTransaction))}>
        {selected.size === 0
          ? i18n._({ id: 'practiceWallet.revoke.none', message: 'Revoke nothing' })
          : i18n._({ id: 'practiceWallet.revoke.some', message: '{count, plural, one {Revoke 1 approval} other {Revoke # approvals}}', values: { count: selected.size } })}
      </Button>
    </Panel>
  );
}

// --- Drill 6 ------------------------------------------------------------------------------------------------

const QUOTE = amountOut(SWAP.amountIn, SWAP.reserveUsdc, SWAP.reserveEth);

export function SwapDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const { i18n } = useI18n();
  const [slippage, setSlippage] = useState<SlippageBps | null>(null);
  const [isPrivate, setIsPrivate] = useState<boolean | null>(null);
  return (
    <Panel>
      <div className="grid gap-1 rounded-xl bg-muted p-3 text-sm" data-testid="swap-quote">
        <p>
          <strong>{i18n._({ id: 'practiceWallet.swap.swapLabel', message: 'Swap' })}</strong>{' '}
          {i18n._({ id: 'practiceWallet.swap.forEth', message: '{amount} for ETH', values: { amount: usdcText(i18n, SWAP.amountIn) } })}
        </p>
        <p>
          <strong>{i18n._({ id: 'practiceWallet.swap.quoteLabel', message: 'Quote' })}</strong>{' '}
          {i18n._({
            id: 'practiceWallet.swap.quote',
            message: '{quote} (pool: {usdc} / {eth}, {fee} fee)',
            values: { quote: ethText(i18n, QUOTE), usdc: usdcText(i18n, SWAP.reserveUsdc), eth: ethText(i18n, SWAP.reserveEth), fee: formatPercent(0.003, i18n.locale, 1) },
          })}
        </p>
      </div>
      <div className="grid gap-1 rounded-xl border border-dashed border-border p-3 text-xs" aria-label={i18n._({ id: 'practiceWallet.swap.mempool', message: 'Public mempool' })} data-testid="mempool">
        <p className="font-bold">{i18n._({ id: 'practiceWallet.swap.mempoolNow', message: 'Public mempool, right now' })}</p>
        <p>{i18n._({ id: 'practiceWallet.swap.pending', message: "Pending: someone's buy of ETH with {amount}, ahead of yours.", values: { amount: usdcText(i18n, SWAP.aheadIn) } })}</p>
        <p>
          {i18n._({
            id: 'practiceWallet.swap.watching',
            message: 'Watching: a bot with a history of sandwiches (buy just before a swap, sell right after), {amount} ready, paying a higher tip than anyone.',
            values: { amount: usdcText(i18n, SWAP.botCapital) },
          })}
        </p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{i18n._({ id: 'practiceWallet.swap.slippage', message: 'Slippage tolerance' })}</legend>
        <div className="grid grid-cols-5 gap-1.5">
          {SLIPPAGE_BPS.map((bps) => (
            <Button key={bps} type="button" variant={slippage === bps ? 'default' : 'outline'} aria-pressed={slippage === bps} onClick={() => setSlippage(bps)} data-slippage={bps}>
              {slippageText(i18n, bps)}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{i18n._({ id: 'practiceWallet.swap.route', message: 'Send it through' })}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          <Button type="button" variant={isPrivate === false ? 'default' : 'outline'} aria-pressed={isPrivate === false} onClick={() => setIsPrivate(false)} data-route="public">
            {i18n._({ id: 'practiceWallet.swap.public', message: 'The public mempool' })}
          </Button>
          <Button type="button" variant={isPrivate === true ? 'default' : 'outline'} aria-pressed={isPrivate === true} onClick={() => setIsPrivate(true)} data-route="private">
            {i18n._({ id: 'practiceWallet.swap.private', message: 'A private, MEV-protected RPC' })}
          </Button>
        </div>
      </fieldset>
      <Button type="button" disabled={slippage === null || isPrivate === null} onClick={() => onDone(scoreSwap(slippage!, isPrivate!))}>
        {i18n._({ id: 'practiceWallet.swap.swapLabel', message: 'Swap' })}
      </Button>
    </Panel>
  );
}
