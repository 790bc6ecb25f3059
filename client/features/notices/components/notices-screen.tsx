import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { MessageDescriptor } from '@lingui/core';
import { Inbox } from 'lucide-react';
import type { Notice } from '@shared/contracts/safety';
import { AppLogo } from '@/components/app-logo';
import { EmptyState, ErrorState, PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { useMarkNoticeRead } from '../api/mark-notice-read';
import { getNoticesQueryOptions } from '../api/get-notices';
import { OfficialBadge } from './official-badge';

const TITLES: Record<Notice['kind'], MessageDescriptor> = {
  warning: /*i18n*/ { id: 'notices.warningTitle', message: 'Warning from a moderator' },
  report_outcome: /*i18n*/ { id: 'notices.reportOutcomeTitle', message: 'Your report was reviewed' },
};

/**
 * The system inbox: official notices from Coinmates, apart from every chat. The text is always the app's
 * own; Coinmates staff never write to anyone first in a conversation (docs/decisions/046).
 */
export function NoticesScreen() {
  const { i18n } = useI18n();
  const notices = useQuery(getNoticesQueryOptions(true));
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl">
        <h1 className="flex items-center gap-2 text-2xl font-extrabold">
          <AppLogo className="size-8" />
          {i18n._({ id: 'notices.title', message: 'Coinmates notices' })}
          <OfficialBadge className="size-5" />
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {i18n._({
            id: 'notices.screen.description',
            message: 'Official messages from the Coinmates team arrive only here. Coinmates staff never message you first in a chat, and never ask for your keys, seed phrase, password or money.',
          })}
        </p>
        <div className="mt-4">
          {notices.isPending ? (
            <Spinner label={i18n._({ id: 'notices.screen.loading', message: 'Loading notices' })} />
          ) : notices.isError ? (
            <ErrorState
              title={i18n._({ id: 'notices.screen.error', message: 'Failed to fetch notices' })}
              description={i18n._({ id: 'notices.common.tryAgainLater', message: 'Please try again in a moment.' })}
            />
          ) : notices.data.length === 0 ? (
            <EmptyState
              icon={<Inbox className="size-8 text-secondary" aria-hidden="true" />}
              title={i18n._({ id: 'notices.screen.empty', message: 'No notices' })}
              description={i18n._({ id: 'notices.screen.emptyDescription', message: 'Warnings and the outcomes of your reports will appear here.' })}
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={i18n._({ id: 'notices.screen.list', message: 'Notices' })}>
              {notices.data.map((notice) => (
                <li key={notice.id}>
                  <NoticeCard notice={notice} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </PageContainer>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const { i18n } = useI18n();
  const markRead = useMarkNoticeRead();
  const isWarning = notice.kind === 'warning';
  return (
    <article
      aria-labelledby={`notice-${notice.id}`}
      className={cn('rounded-2xl border p-4', isWarning ? 'border-destructive/30 bg-destructive/5' : 'border-secondary/30 bg-card', !notice.isRead && 'border-2')}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 id={`notice-${notice.id}`} className={cn('flex items-center gap-1.5 font-bold', isWarning ? 'text-destructive' : 'text-secondary')}>
          <OfficialBadge />
          {i18n._(TITLES[notice.kind])}
        </h2>
        {!notice.isRead ? <span className="rounded-full bg-secondary px-2 text-xs font-bold leading-5 text-secondary-foreground">{i18n._({ id: 'notices.card.new', message: 'New' })}</span> : null}
        <span className="ms-auto text-xs text-muted-foreground">{format(new Date(notice.createdAt), 'MMM d, yyyy')}</span>
      </div>
      <p className="mt-2 break-words text-sm">{notice.message}</p>
      {!notice.isRead ? (
        <Button size="sm" variant="outline" className="mt-3" onClick={() => markRead.mutate(notice.id)} disabled={markRead.isPending}>
          {isWarning ? i18n._({ id: 'notices.understand', message: 'I understand' }) : i18n._({ id: 'notices.card.markRead', message: 'Mark as read' })}
        </Button>
      ) : null}
    </article>
  );
}
