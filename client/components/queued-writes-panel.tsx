import { AlertCircle, CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { discardWrite, retryWrite, type OutboxItem } from '@/lib/outbox';
import type { QueuedKind } from './queued-writes';

/**
 * The outbox panel of one kind of write (docs/decisions/058-offline-outbox.md): a line for the pending ones
 * ("kept on this device" offline, "Saving…" online) and each failed one with the server's reason, Retry and
 * Discard. Its words are the `outbox` catalogue area, loaded with this module only when something waits
 * (docs/decisions/056-translations.md).
 */
export function QueuedWritesPanel({ kind, queued }: { kind: QueuedKind; queued: readonly OutboxItem[] }) {
  const { i18n } = useI18n();
  const isOnline = useIsOnline();
  const count = queued.filter((item) => item.status === 'pending').length;
  const failed = queued.filter((item) => item.status === 'failed');
  const pending = (): string => {
    switch (kind) {
      case 'swipe':
        return isOnline
          ? i18n._({ id: 'outbox.swipe.saving', message: 'Saving {count, plural, one {# swipe} other {# swipes}}…', values: { count } })
          : i18n._({ id: 'outbox.swipe.kept', message: "{count, plural, one {# swipe} other {# swipes}} kept on this device: saved when you're back online.", values: { count } });
      case 'review':
        return isOnline
          ? i18n._({ id: 'outbox.review.saving', message: 'Saving {count, plural, one {# answer} other {# answers}}…', values: { count } })
          : i18n._({ id: 'outbox.review.kept', message: "{count, plural, one {# answer} other {# answers}} kept on this device: saved when you're back online.", values: { count } });
      case 'lessonStart':
        return isOnline
          ? i18n._({ id: 'outbox.lessonStart.saving', message: 'Saving {count, plural, one {# lesson start} other {# lesson starts}}…', values: { count } })
          : i18n._({
              id: 'outbox.lessonStart.kept',
              message: "{count, plural, one {# lesson start} other {# lesson starts}} kept on this device: saved when you're back online.",
              values: { count },
            });
    }
  };
  const notSaved = (item: OutboxItem): string => {
    const reason = item.error ?? '';
    const coin = kind === 'swipe' ? (item.body as { coinId?: number }).coinId : undefined;
    return coin === undefined
      ? i18n._({ id: 'outbox.notSaved', message: 'Not saved: {reason}', values: { reason } })
      : i18n._({ id: 'outbox.swipe.notSaved', message: 'Not saved (coin #{coin}): {reason}', values: { coin, reason } });
  };
  return (
    <div className="grid gap-2" data-testid={`queued-${kind}`}>
      {count > 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-xl bg-muted px-3 py-1.5 text-xs font-medium text-muted-foreground">
          {isOnline ? <RefreshCw className="size-4 shrink-0 animate-spin" aria-hidden="true" /> : <CloudOff className="size-4 shrink-0" aria-hidden="true" />}
          <span className="min-w-0">{pending()}</span>
        </p>
      ) : null}
      {failed.map((item) => (
        <div key={item.seq} role="alert" className="flex flex-wrap items-center gap-2 rounded-xl border border-destructive/40 bg-card px-3 py-2 text-sm">
          <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          <span className="min-w-0 flex-1 wrap-anywhere">{notSaved(item)}</span>
          <FailedWriteActions seq={item.seq} />
        </div>
      ))}
    </div>
  );
}

/** A failed write's choices: send it again (unless it never can be) or drop it. */
export function FailedWriteActions({ seq, canRetry = true }: { seq: number; canRetry?: boolean }) {
  const { i18n } = useI18n();
  return (
    <span className="flex gap-1">
      {canRetry ? (
        <Button size="sm" variant="outline" className="px-3" onClick={() => void retryWrite(seq)}>
          {i18n._({ id: 'outbox.retry', message: 'Retry' })}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" className="px-3" onClick={() => void discardWrite(seq)}>
        {i18n._({ id: 'outbox.discard', message: 'Discard' })}
      </Button>
    </span>
  );
}
