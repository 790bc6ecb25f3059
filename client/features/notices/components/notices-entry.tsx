import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { AppLogo } from '@/components/app-logo';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { getNoticesQueryOptions } from '../api/get-notices';
import { OfficialBadge } from './official-badge';

/**
 * The system inbox's place at the top of Messages: its own frame (the app's logo, the official badge), never
 * a conversation row, so no match can look like it whatever name or picture they choose (docs/decisions/046).
 */
export function NoticesEntry() {
  const { i18n } = useI18n();
  const notices = useQuery(getNoticesQueryOptions(true));
  const title = i18n._({ id: 'notices.title', message: 'Coinmates notices' });
  const unread = (notices.data ?? []).filter((notice) => !notice.isRead).length;
  return (
    <Link
      href={paths.notices}
      className="flex items-center gap-3 rounded-2xl border-2 border-secondary/40 bg-teal-soft p-3 hover:border-secondary"
      aria-label={unread > 0 ? i18n._({ id: 'notices.entry.unread', message: 'Coinmates notices, {count} unread', values: { count: unread } }) : title}
    >
      <AppLogo className="size-10 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1 font-bold text-secondary">
          {title}
          <OfficialBadge />
        </span>
        <span className="block text-xs text-muted-foreground">
          {i18n._({ id: 'notices.entry.description', message: 'Warnings and report outcomes from our team arrive only here, never in a chat.' })}
        </span>
      </span>
      {unread > 0 ? <span className="shrink-0 rounded-full bg-secondary px-2 text-xs font-bold leading-5 text-secondary-foreground">{unread}</span> : null}
      <ChevronRight className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100" aria-hidden="true" />
    </Link>
  );
}
