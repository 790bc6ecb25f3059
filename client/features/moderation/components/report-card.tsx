import { format } from 'date-fns';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import type { ModerationAction, ModerationReport } from '@shared/contracts/moderation';
import { useOnlineOnly } from '@/components/online-only';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { ACTION_LABELS, ActionDialog } from './action-dialog';
import { REPORT_REASON_NAMES } from './report-reasons';

const STATUS_TEXT: Record<ModerationReport['reportedUser']['status'], MessageDescriptor | null> = {
  active: null,
  suspended: /*i18n*/ { id: 'moderation.status.suspended', message: 'Suspended' },
  banned: /*i18n*/ { id: 'moderation.status.banned', message: 'Banned' },
  deleted: /*i18n*/ { id: 'moderation.status.deleted', message: 'Account deleted' },
};

/** One report: who, why, the messages around the reported one, and the moderator's actions. */
export function ReportCard({ report }: { report: ModerationReport }) {
  const { i18n } = useI18n();
  const [action, setAction] = useState<ModerationAction | null>(null);
  // Actions are not kept in the offline outbox: the queue stays readable, the buttons wait for the network.
  const onlineOnly = useOnlineOnly();
  const isOpen = report.status === 'open';
  // A deleted account can only have its report closed: there is nobody left to warn or restrict.
  const actions: ModerationAction[] = report.reportedUser.isDeleted ? ['dismiss'] : ['dismiss', 'warn', ...(report.isMessageVisible ? (['remove_message'] as const) : []), 'suspend', 'ban'];
  const accountStatus = STATUS_TEXT[report.reportedUser.status];
  return (
    <Card role="article" className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 p-4" aria-labelledby={`report-${report.id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`report-${report.id}-title`} className="font-bold">
          {i18n._(REPORT_REASON_NAMES[report.reason])}
        </h3>
        <Badge variant={isOpen ? 'coral' : 'outline'}>
          {isOpen
            ? i18n._({ id: 'moderation.report.open', message: 'Open' })
            : i18n._({ id: 'moderation.report.handled', message: 'Handled: {resolution}', values: { resolution: report.resolution ?? i18n._({ id: 'moderation.report.closed', message: 'closed' }) } })}
        </Badge>
        {accountStatus ? <Badge variant="secondary">{i18n._(accountStatus)}</Badge> : null}
        <span className="ms-auto text-xs text-muted-foreground">
          #{report.id} · {format(new Date(report.createdAt), 'MMM d, h:mm a')}
        </span>
      </div>
      <p className="min-w-0 break-words text-sm [overflow-wrap:anywhere]">
        <PersonName person={report.reporter} /> {i18n._({ id: 'moderation.report.reported', message: 'reported' })} <PersonName person={report.reportedUser} />
      </p>
      {report.details ? (
        <p dir="auto" className="break-words rounded-xl bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">
          “{report.details}”
        </p>
      ) : null}
      {report.context.length > 0 ? (
        <ol className="grid grid-cols-[minmax(0,1fr)] gap-1.5 rounded-xl border border-border p-2" aria-label={i18n._({ id: 'moderation.report.context', message: 'Messages around the report' })}>
          {report.context.map((message) => {
            const isReported = message.senderId === report.reportedUser.id;
            return (
              <li
                key={message.id}
                className={cn(
                  'break-words rounded-lg px-2.5 py-1.5 text-sm [overflow-wrap:anywhere]',
                  message.isReported ? 'bg-destructive/10 ring-2 ring-destructive' : isReported ? 'bg-muted' : 'bg-card',
                )}
              >
                <span className="block break-words text-xs font-semibold text-muted-foreground [overflow-wrap:anywhere]">
                  <bdi>{isReported ? report.reportedUser.displayName : report.reporter.displayName}</bdi> · {format(new Date(message.sent), 'MMM d, h:mm a')}
                  {message.isReported ? ` · ${i18n._({ id: 'moderation.report.reportedMessage', message: 'reported message' })}` : ''}
                  {message.isDeleted ? ` · ${i18n._({ id: 'moderation.report.deletedBySender', message: 'deleted by sender' })}` : ''}
                  {message.earlierVersions?.length ? ` · ${i18n._({ id: 'moderation.report.edited', message: 'edited' })}` : ''}
                </span>
                <span dir="auto" className="block">
                  {message.content}
                </span>
                {message.earlierVersions?.length ? (
                  <span className="mt-1 block border-s-2 border-border ps-2 text-xs text-muted-foreground">
                    {message.earlierVersions.map((version, index) => (
                      <span key={index} className="block break-words [overflow-wrap:anywhere]">
                        {i18n._({ id: 'moderation.report.beforeEdit', message: 'Before edit {number}: {text}', values: { number: index + 1, text: version } })}
                      </span>
                    ))}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{i18n._({ id: 'moderation.report.noContext', message: 'No messages were attached to this report.' })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {actions.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === 'dismiss' ? 'outline' : option === 'ban' || option === 'suspend' ? 'destructive' : 'secondary'}
            onClick={() => setAction(option)}
            {...onlineOnly.controlProps}
          >
            {i18n._(ACTION_LABELS[option])}
          </Button>
        ))}
      </div>
      {onlineOnly.reason}
      {action ? <ActionDialog report={report} action={action} onClose={() => setAction(null)} /> : null}
    </Card>
  );
}

/** A party's names; one who deleted their account is shown by the report's pseudonym only. */
function PersonName({ person }: { person: ModerationReport['reporter'] }) {
  if (person.isDeleted) return <bdi className="font-semibold italic">{person.displayName}</bdi>;
  return (
    <>
      <bdi className="font-semibold">{person.displayName}</bdi> <bdi className="text-muted-foreground">@{person.username}</bdi>
    </>
  );
}
