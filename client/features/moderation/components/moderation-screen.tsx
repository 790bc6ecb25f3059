import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { EmptyState, ErrorState, PageContainer } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { HttpError } from '@/lib/api-client';
import { getModerationReportsQueryOptions } from '../api/get-reports';
import { AuditList } from './audit-list';
import { ReportCard } from './report-card';
import { SecondFactorGate, secondFactorCodeOf } from './second-factor-gate';

/** The moderators' queue: open reports first with the messages in context, then the audit log. */
export function ModerationScreen() {
  const reports = useQuery(getModerationReportsQueryOptions());
  if (reports.isPending) return <Spinner className="min-h-[50dvh]" label="Loading reports" />;
  if (reports.error instanceof HttpError && reports.error.status === 404) {
    return (
      <PageContainer>
        <EmptyState title="Page not found" description="This page does not exist." />
      </PageContainer>
    );
  }
  const secondFactor = secondFactorCodeOf(reports.error);
  if (secondFactor) return <SecondFactorGate code={secondFactor} />;
  if (reports.isError || !reports.data) {
    return (
      <PageContainer>
        <ErrorState title="Failed to load reports" description="Please try again in a moment." />
      </PageContainer>
    );
  }
  const open = reports.data.filter((report) => report.status === 'open');
  const handled = reports.data.filter((report) => report.status !== 'open');
  return (
    <PageContainer className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="open-reports-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h1 id="open-reports-heading" className="text-2xl font-extrabold">
          Moderation <span className="text-base font-semibold text-muted-foreground">· {open.length} open</span>
        </h1>
        {open.length === 0 ? (
          <EmptyState icon={<ShieldCheck className="size-8 text-secondary" aria-hidden="true" />} title="No open reports" description="Everything reported has been handled." />
        ) : (
          open.map((report) => <ReportCard key={report.id} report={report} />)
        )}
      </section>
      {handled.length > 0 ? (
        <section aria-labelledby="handled-reports-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <h2 id="handled-reports-heading" className="text-xl font-bold">
            Recently handled
          </h2>
          {handled.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="audit-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h2 id="audit-heading" className="text-xl font-bold">
          Audit log
        </h2>
        <AuditList />
      </section>
    </PageContainer>
  );
}
