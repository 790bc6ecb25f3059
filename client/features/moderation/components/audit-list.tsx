import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ErrorState } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { useI18n } from '@/i18n/provider';
import { getModerationAuditQueryOptions } from '../api/get-audit';

/** The append-only log of every moderation action and role change, newest first. */
export function AuditList() {
  const { i18n } = useI18n();
  const audit = useQuery(getModerationAuditQueryOptions(true));
  if (audit.isPending) return <Spinner label={i18n._({ id: 'moderation.audit.loading', message: 'Loading the audit log' })} />;
  if (audit.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'moderation.audit.error', message: 'Failed to load the audit log' })}
        description={i18n._({ id: 'moderation.common.tryAgainLater', message: 'Please try again in a moment.' })}
      />
    );
  }
  if (!audit.data || audit.data.length === 0) return <p className="text-sm text-muted-foreground">{i18n._({ id: 'moderation.audit.empty', message: 'No actions yet.' })}</p>;
  return (
    <ol className="grid gap-1 text-sm">
      {audit.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2 rounded-lg bg-card px-3 py-2 ring-1 ring-border">
          <span className="font-semibold" dir="ltr">
            {entry.action.replace('_', ' ')}
          </span>
          <span className="text-muted-foreground">
            {entry.actorId === null
              ? i18n._({ id: 'moderation.audit.byOperator', message: 'by operator on user #{target}', values: { target: entry.targetUserId ?? '-' } })
              : i18n._({ id: 'moderation.audit.byModerator', message: 'by #{actor} on user #{target}', values: { actor: entry.actorId, target: entry.targetUserId ?? '-' } })}
            {entry.reportId ? i18n._({ id: 'moderation.audit.report', message: ', report #{id}', values: { id: entry.reportId } }) : ''}
            {entry.details.durationHours ? i18n._({ id: 'moderation.audit.hours', message: ', {hours} h', values: { hours: entry.details.durationHours } }) : ''}
          </span>
          <span className="ms-auto text-xs text-muted-foreground">{format(new Date(entry.createdAt), 'MMM d, h:mm a')}</span>
          {entry.details.note ? <span className="basis-full break-words text-muted-foreground [overflow-wrap:anywhere]">“{entry.details.note}”</span> : null}
        </li>
      ))}
    </ol>
  );
}
