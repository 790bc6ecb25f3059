import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useMarkNoticeRead } from '../api/mark-notice-read';
import { getNoticesQueryOptions } from '../api/get-notices';
import { OfficialBadge } from './official-badge';

/**
 * A moderator's warning, on top of every page until the user acknowledges it (the notices page shows it
 * itself); it also stays in the notices.
 */
export function WarningBanner({ isSignedIn }: { isSignedIn: boolean }) {
  const { i18n } = useI18n();
  const [location] = useLocation();
  const notices = useQuery(getNoticesQueryOptions(isSignedIn));
  const markRead = useMarkNoticeRead();
  const warning = notices.data?.filter((notice) => notice.kind === 'warning' && !notice.isRead).at(-1);
  if (!warning || location === paths.notices) return null;
  return (
    <section role="alert" aria-labelledby="moderator-warning-title" className="border-b border-destructive/30 bg-destructive/10 px-4 py-3">
      <div className="mx-auto flex max-w-3xl flex-col gap-2 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 id="moderator-warning-title" className="flex items-center gap-1.5 text-sm font-bold text-destructive">
            <OfficialBadge />
            {i18n._({ id: 'notices.warningTitle', message: 'Warning from a moderator' })}
          </h2>
          <p className="break-words text-sm">{warning.message}</p>
          <Link href={paths.notices} className="text-sm font-semibold text-foreground underline underline-offset-2">
            {i18n._({ id: 'notices.banner.all', message: 'All Coinmates notices' })}
          </Link>
        </div>
        <Button size="sm" variant="outline" onClick={() => markRead.mutate(warning.id)} disabled={markRead.isPending} className="self-start sm:self-center">
          {i18n._({ id: 'notices.understand', message: 'I understand' })}
        </Button>
      </div>
    </section>
  );
}
