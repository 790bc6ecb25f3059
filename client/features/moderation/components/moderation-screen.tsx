import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { EmptyState, ErrorState, PageContainer } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { getModerationReportsQueryOptions } from '../api/get-reports';
import { AuditList } from './audit-list';
import { ReportCard } from './report-card';
import { SecondFactorGate, secondFactorCodeOf } from './second-factor-gate';

/** The moderators' queue: open reports first with the messages in context, then the audit log. */
export function ModerationScreen() {
  const { i18n } = useI18n();
  const reports = useQuery(getModerationReportsQueryOptions());
  if (reports.isPending) return <Spinner className="min-h-[50dvh]" label={i18n._({ id: 'moderation.screen.loading', message: 'Loading reports' })} />;
  if (reports.error instanceof HttpError && reports.error.status === 404) {
    return (
      <PageContainer>
        <EmptyState
          title={i18n._({ id: 'moderation.screen.notFound', message: 'Page not found' })}
          description={i18n._({ id: 'moderation.screen.notFoundDescription', message: 'This page does not exist.' })}
        />
      </PageContainer>
    );
  }
  const secondFactor = secondFactorCodeOf(reports.error);
  if (secondFactor) return <SecondFactorGate code={secondFactor} />;
  if (reports.isError || !reports.data) {
    return (
      <PageContainer>
        <ErrorState
          title={i18n._({ id: 'moderation.screen.error', message: 'Failed to load reports' })}
          description={i18n._({ id: 'moderation.common.tryAgainLater', message: 'Please try again in a moment.' })}
        />
      </PageContainer>
    );
  }
  const open = reports.data.filter((report) => report.status === 'open');
  const handled = reports.data.filter((report) => report.status !== 'open');
  return (
    <PageContainer className="grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="open-reports-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h1 id="open-reports-heading" className="text-2xl font-extrabold">
          {i18n._({ id: 'moderation.screen.title', message: 'Moderation' })}{' '}
          <span className="text-base font-semibold text-muted-foreground">· {i18n._({ id: 'moderation.screen.openCount', message: '{count} open', values: { count: open.length } })}</span>
        </h1>
        {open.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck className="size-8 text-secondary" aria-hidden="true" />}
            title={i18n._({ id: 'moderation.screen.empty', message: 'No open reports' })}
            description={i18n._({ id: 'moderation.screen.emptyDescription', message: 'Everything reported has been handled.' })}
          />
        ) : (
          open.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </section>
      {handled.length > 0 ? (
        <section aria-labelledby="handled-reports-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <h2 id="handled-reports-heading" className="text-xl font-bold">
            {i18n._({ id: 'moderation.screen.handled', message: 'Recently handled' })}
          </h2>
          {handled.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="audit-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h2 id="audit-heading" className="text-xl font-bold">
          {i18n._({ id: 'moderation.screen.audit', message: 'Audit log' })}
        </h2>
        <AuditList />
      </section>
    </PageContainer>
  );
}
