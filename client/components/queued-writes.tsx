import { AlertCircle, CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useIsOnline } from '@/hooks/use-is-online';
import { discardWrite, retryWrite, useQueuedWrites, type OutboxKind } from '@/lib/outbox';

/**
 * What of one kind of write waits in the offline outbox (docs/decisions/058-offline-outbox.md): a count of
 * the pending ones ("will be saved when you are back online" or "Saving…") and each failed one with the
 * server's reason, Retry and Discard. Nothing when the outbox holds none.
 */
export function QueuedWrites({ kind, noun, describe }: { kind: OutboxKind; noun: [one: string, many: string]; describe?: (body: unknown) => string }) {
  const queued = useQueuedWrites(kind);
  const isOnline = useIsOnline();
  if (queued.length === 0) return null;
  const pending = queued.filter((item) => item.status === 'pending');
  const failed = queued.filter((item) => item.status === 'failed');
  const count = (n: number) => `${n} ${n === 1 ? noun[0] : noun[1]}`;
  return (
    <div className="grid gap-2" data-testid={`queued-${kind}`}>
      {pending.length > 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-muted px-3 py-1.5 text-xs font-medium text-muted-foreground">
          {isOnline ? <RefreshCw className="size-4 shrink-0 animate-spin" aria-hidden="true" /> : <CloudOff className="size-4 shrink-0" aria-hidden="true" />}
          <span className="min-w-0">{isOnline ? `Saving ${count(pending.length)}…` : `${count(pending.length)} kept on this device: saved when you're back online.`}</span>
        </p>
      ) : null}
      {failed.map((item) => (
        <div key={item.seq} role="alert" className="flex flex-wrap items-center gap-2 rounded-xl border border-destructive/40 bg-card px-3 py-2 text-sm">
          <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span className="min-w-0 flex-1 wrap-anywhere">
            Not saved{describe ? ` (${describe(item.body)})` : ''}: {item.error}
          </span>
          <FailedWriteActions seq={item.seq} />
        </div>
      ))}
    </div>
  );
}

/** A failed write's choices: send it again (unless it never can be) or drop it. */
export function FailedWriteActions({ seq, canRetry = true }: { seq: number; canRetry?: boolean }) {
  return (
    <span className="flex gap-1">
      {canRetry ? (
        <Button size="sm" variant="outline" className="px-3" onClick={() => void retryWrite(seq)}>
          Retry
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" className="px-3" onClick={() => void discardWrite(seq)}>
        Discard
      </Button>
    </span>
  );
}
