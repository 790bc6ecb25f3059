import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useIsOnline } from '@/hooks/use-is-online';
import { useI18n } from '@/i18n/provider';
import { reconnectLive, useLiveStatus } from '@/lib/live-store';

/**
 * Says when live updates are not arriving. Sending still works (it is a plain request); what the reader
 * would miss is the other person's new messages, typing and read marks until the connection is back.
 */
export function LiveStatusBanner() {
  const { i18n } = useI18n();
  const status = useLiveStatus();
  // Offline, the offline notice above says it all.
  const isOnline = useIsOnline();
  if (!isOnline) return null;
  if (status === 'reconnecting') {
    return (
      <p role="status" className="flex items-center justify-center gap-2 bg-muted px-3 py-1.5 text-xs font-medium text-muted-foreground">
        <RefreshCw className="size-3.5 animate-spin" aria-hidden="true" />
        {i18n._({ id: 'chat.live.reconnecting', message: 'Reconnecting to live updates...' })}
      </p>
    );
  }
  if (status === 'lost') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 bg-muted px-3 py-1.5 text-xs font-medium text-muted-foreground">
        <WifiOff className="size-3.5" aria-hidden="true" />
        {i18n._({ id: 'chat.live.paused', message: 'Live updates are paused.' })}
        <Button size="sm" variant="outline" className="h-7 px-3" onClick={reconnectLive}>
          {i18n._({ id: 'chat.live.reconnect', message: 'Reconnect' })}
        </Button>
      </div>
    );
  }
  return null;
}
