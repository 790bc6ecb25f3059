import { WifiOff } from 'lucide-react';
import { useIsOnline } from '@/hooks/use-is-online';
import { cn } from '@/lib/utils';

/** What works offline, said once (docs/decisions/058-offline-outbox.md). */
export const OFFLINE_TEXT = "Offline: pages you opened still read; your likes, answers and messages are sent when you're back.";

/**
 * The offline line: in the page's flow (under the header, above the composer in a chat), so it never covers
 * the navigation or what the person is reading.
 */
export function OfflineNotice({ text = OFFLINE_TEXT, className }: { text?: string; className?: string }) {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <p role="status" data-testid="offline-notice" className={cn('flex items-center justify-center gap-2 bg-foreground px-3 py-1.5 text-center text-xs font-semibold text-white', className)}>
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0">{text}</span>
    </p>
  );
}
