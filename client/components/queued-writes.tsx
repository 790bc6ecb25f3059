import { lazy, Suspense } from 'react';
import { loadAreas } from '@/i18n/i18n';
import { useQueuedWrites, type OutboxKind } from '@/lib/outbox';

/** The kinds of write whose outbox shows as a panel on their screen (messages show inside the chat). */
export type QueuedKind = Exclude<OutboxKind, 'message'>;

// Offline writes are the exception: the panel and its words load only when one waits (the service worker
// has both cached for offline use).
const QueuedWritesPanel = lazy(async () => {
  const [module] = await Promise.all([import('./queued-writes-panel'), loadAreas(['outbox'])]);
  return { default: module.QueuedWritesPanel };
});

/** What of one kind of write waits in the offline outbox (docs/decisions/058-offline-outbox.md); nothing when none does. */
export function QueuedWrites({ kind }: { kind: QueuedKind }) {
  const queued = useQueuedWrites(kind);
  if (queued.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <QueuedWritesPanel kind={kind} queued={queued} />
    </Suspense>
  );
}
