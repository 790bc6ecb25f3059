/** Drills 5 and 6 of the practice wallet: revoke a drainer's approval, and swap with a sandwich bot in the mempool. */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type Outcome } from '../lib/drills/common';
import { approvalAmountLabel, newRevokeDrill, revokeTransaction, scoreRevoke, type RevokeTransaction, type StandingApproval } from '../lib/drills/revoke';
import { ethLabel, scoreSwap, SLIPPAGE_BPS, slippageLabel, SWAP, amountOut, usdcLabel, type SlippageBps } from '../lib/drills/swap';

import { Panel } from './drill-ui';

// --- Drill 5 ------------------------------------------------------------------------------------------------

export function RevokeDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
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
          <p className="text-sm font-semibold">You revoked nothing. Every approval, including any you did not recognise, still stands.</p>
        ) : (
          <>
            <p className="text-sm font-semibold">{sent.length === 1 ? 'One revoke transaction' : `${sent.length} revoke transactions`}, as your wallet would show them:</p>
            <ul className="grid gap-2" data-testid="revoke-transactions">
              {sent.map((transaction) => (
                <li key={transaction.approval.id} className="grid gap-1 rounded-xl bg-muted p-3 text-sm">
                  <p>
                    <strong>To</strong> {transaction.approval.token} contract <span className="break-all font-mono text-xs">{transaction.to}</span>
                  </p>
                  <p data-testid="revoke-decoded">
                    <strong>Decoded</strong> {transaction.decoded.functionName}(spender <span className="break-all font-mono text-xs">{transaction.decoded.spender}</span>, amount{' '}
                    {transaction.decoded.amount.toString()})
                  </p>
                  <p className="break-all font-mono text-xs text-muted-foreground">{transaction.calldata}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        <Button type="button" onClick={() => onDone([scoreRevoke(approvals, selected)])}>
          See your score
        </Button>
      </Panel>
    );
  }

  return (
    <Panel>
      <p className="text-sm">
        Your wallet&apos;s token approvals, as a revoke tool lists them. <strong>Pick the ones to revoke.</strong>
      </p>
      <ul className="grid gap-2" aria-label="Your approvals">
        {approvals.map((approval) => {
          const isUnlimited = approvalAmountLabel(approval) === 'UNLIMITED';
          return (
            <li key={approval.id}>
              <label className={cn('flex gap-3 rounded-xl border border-border p-3 text-sm', selected.has(approval.id) ? 'bg-primary/5 ring-2 ring-primary' : 'bg-card')} data-approval={approval.id}>
                <input type="checkbox" className="mt-1 size-5 shrink-0" checked={selected.has(approval.id)} onChange={() => toggle(approval.id)} />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-semibold">
                    {approval.token} · <span className={cn(isUnlimited && 'font-extrabold text-destructive')}>{approvalAmountLabel(approval)}</span>
                  </span>
                  <span>{approval.spenderLabel}</span>
                  <span className="break-all font-mono text-xs text-muted-foreground">{approval.spender}</span>
                  <span className="text-xs text-muted-foreground">Granted {approval.granted.toLowerCase()}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button type="button" onClick={() => setSent(approvals.filter((approval) => selected.has(approval.id)).map(revokeTransaction))}>
        {selected.size === 0 ? 'Revoke nothing' : `Revoke ${selected.size === 1 ? '1 approval' : `${selected.size} approvals`}`}
      </Button>
    </Panel>
  );
}

// --- Drill 6 ------------------------------------------------------------------------------------------------

const QUOTE = amountOut(SWAP.amountIn, SWAP.reserveUsdc, SWAP.reserveEth);

export function SwapDrill({ onDone }: { onDone: (outcomes: Outcome[]) => void }) {
  const [slippage, setSlippage] = useState<SlippageBps | null>(null);
  const [isPrivate, setIsPrivate] = useState<boolean | null>(null);
  return (
    <Panel>
      <div className="grid gap-1 rounded-xl bg-muted p-3 text-sm" data-testid="swap-quote">
        <p>
          <strong>Swap</strong> {usdcLabel(SWAP.amountIn)} for ETH
        </p>
        <p>
          <strong>Quote</strong> {ethLabel(QUOTE)} (pool: {usdcLabel(SWAP.reserveUsdc)} / {ethLabel(SWAP.reserveEth)}, 0.3% fee)
        </p>
      </div>
      <div className="grid gap-1 rounded-xl border border-dashed border-border p-3 text-xs" aria-label="Public mempool" data-testid="mempool">
        <p className="font-bold">Public mempool, right now</p>
        <p>Pending: someone&apos;s buy of ETH with {usdcLabel(SWAP.aheadIn)}, ahead of yours.</p>
        <p>Watching: a bot with a history of sandwiches (buy just before a swap, sell right after), {usdcLabel(SWAP.botCapital)} ready, paying a higher tip than anyone.</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Slippage tolerance</legend>
        <div className="grid grid-cols-5 gap-1.5">
          {SLIPPAGE_BPS.map((bps) => (
            <Button key={bps} type="button" variant={slippage === bps ? 'default' : 'outline'} aria-pressed={slippage === bps} onClick={() => setSlippage(bps)} data-slippage={bps}>
              {slippageLabel(bps)}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Send it through</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          <Button type="button" variant={isPrivate === false ? 'default' : 'outline'} aria-pressed={isPrivate === false} onClick={() => setIsPrivate(false)} data-route="public">
            The public mempool
          </Button>
          <Button type="button" variant={isPrivate === true ? 'default' : 'outline'} aria-pressed={isPrivate === true} onClick={() => setIsPrivate(true)} data-route="private">
            A private, MEV-protected RPC
          </Button>
        </div>
      </fieldset>
      <Button type="button" disabled={slippage === null || isPrivate === null} onClick={() => onDone(scoreSwap(slippage!, isPrivate!))}>
        Swap
      </Button>
    </Panel>
  );
}
