import { AlertCircle, Clock } from 'lucide-react';
import { ERROR_CODES } from '@shared/contracts/errors';
import { FailedWriteActions } from '@/components/queued-writes-panel';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { useQueuedWrites } from '@/lib/outbox';
import { cn } from '@/lib/utils';

/**
 * The messages written in this conversation that the server has not stored yet (docs/decisions/058-offline-outbox.md),
 * after the stored ones and in the order they were written: "Sending…" or "Will send when you are back
 * online", or failed with the server's reason and Retry / Discard.
 */
export function QueuedMessages({ matchId }: { matchId: number }) {
  const { i18n } = useI18n();
  const queued = useQueuedWrites('message', matchId);
  const isOnline = useIsOnline();
  if (queued.length === 0) return null;
  return (
    <ul aria-label={i18n._({ id: 'chat.queued.label', message: 'Messages not sent yet' })} className="mt-1.5 grid grid-cols-[minmax(0,1fr)] gap-1.5" data-testid="queued-messages">
      {queued.map((item) => {
        const content = (item.body as { content?: unknown }).content;
        const isFailed = item.status === 'failed';
        // A refused seed phrase is not shown again (the words are the wallet) and cannot be retried.
        const isSeedPhrase = item.errorCode === ERROR_CODES.seedPhraseBlocked;
        return (
          <li key={item.seq} className="flex flex-col items-end" data-testid="queued-message" data-status={item.status}>
            <div
              className={cn(
                'min-w-0 max-w-[80%] whitespace-pre-wrap wrap-anywhere rounded-2xl rounded-br-sm px-3.5 py-2 text-[15px] leading-snug',
                isFailed ? 'bg-card text-foreground ring-2 ring-destructive' : 'bg-primary/75 text-white',
              )}
            >
              {isSeedPhrase ? (
                <span className="italic text-muted-foreground">{i18n._({ id: 'chat.queued.hiddenSeedPhrase', message: 'Hidden: it looks like a seed phrase' })}</span>
              ) : typeof content === 'string' ? (
                content
              ) : (
                ''
              )}
            </div>
            {isFailed ? (
              <div role="alert" className="mt-1 flex max-w-[80%] flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-destructive">
                <span className="flex min-w-0 items-center gap-1 wrap-anywhere">
                  <AlertCircle className="size-3.5 shrink-0" aria-hidden="true" />
                  {i18n._({ id: 'chat.queued.notSent', message: 'Not sent: {reason}', values: { reason: item.error ?? '' } })}
                </span>
                <FailedWriteActions seq={item.seq} canRetry={!isSeedPhrase} />
              </div>
            ) : (
              <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                <Clock className="size-3" aria-hidden="true" />
                {isOnline ? i18n._({ id: 'chat.queued.sending', message: 'Sending…' }) : i18n._({ id: 'chat.queued.waiting', message: 'Will send when you are back online' })}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
