import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { ErrorState } from '@/components/page-states';
import { Spinner } from '@/components/ui/spinner';
import { getModerationAuditQueryOptions } from '../api/get-audit';

/** The append-only log of every moderation action and role change, newest first. */
export function AuditList() {
  const audit = useQuery(getModerationAuditQueryOptions(true));
  if (audit.isPending) return <Spinner label="Loading the audit log" />;
  if (audit.isError) return <ErrorState title="Failed to load the audit log" description="Please try again in a moment." />;
  if (!audit.data || audit.data.length === 0) return <p className="text-sm text-muted-foreground">No actions yet.</p>;
  return (
    <ol className="grid gap-1 text-sm">
      {audit.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2 rounded-lg bg-card px-3 py-2 ring-1 ring-border">
          <span className="font-semibold">{entry.action.replace('_', ' ')}</span>
          <span className="text-muted-foreground">
            by {entry.actorId === null ? 'operator' : `#${entry.actorId}`} on user #{entry.targetUserId ?? '-'}
            {entry.reportId ? `, report #${entry.reportId}` : ''}
            {entry.details.durationHours ? `, ${entry.details.durationHours} h` : ''}
          </span>
          <span className="ms-auto text-xs text-muted-foreground">{format(new Date(entry.createdAt), 'MMM d, h:mm a')}</span>
          {entry.details.note ? <span className="basis-full break-words text-muted-foreground [overflow-wrap:anywhere]">“{entry.details.note}”</span> : null}
        </li>
      ))}
    </ol>
  );
}
