import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Check, Map as MapIcon, X } from 'lucide-react';
import { Link } from 'wouter';
import type { Journey } from '@shared/contracts/learning';
import { MAX_SHARED_JOURNEYS_PER_MATCH, type SharedJourney } from '@shared/contracts/shared-journeys';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { askForPushAfterJoining } from '@/lib/web-push';
import { getSharedJourneysQueryOptions, useLeaveSharedJourney, useShareJourney } from '../api/shared-journeys';

/** The catalogue's journeys, fetched by whoever composes this feature (the learning feature owns them). */
export type JourneyChoicesQuery = UseQueryOptions<Journey[], Error, Journey[], string[]>;

function useMatchSharedJourneys(matchId: number): SharedJourney[] | undefined {
  const shared = useQuery(getSharedJourneysQueryOptions());
  return shared.data?.filter((journey) => journey.matchId === matchId);
}

function nextStep(journey: SharedJourney): SharedJourney['steps'][number] | undefined {
  return journey.steps.find((step) => !journey.myCompletedSteps.includes(step.moduleId));
}

function JourneyRow({ journey }: { journey: SharedJourney }) {
  const { i18n } = useI18n();
  const share = useShareJourney();
  const leave = useLeaveSharedJourney();
  const ids = { matchId: journey.matchId, journeyId: journey.journeyId };
  const journeyName = journey.journeyName;
  const partner = journey.partner.displayName;
  const total = journey.steps.length;
  const upcoming = nextStep(journey);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-1.5 text-sm" data-testid="shared-journey" data-status={journey.status}>
      <MapIcon className="size-4 shrink-0 text-secondary" aria-hidden="true" />
      {journey.status === 'invited' ? (
        <>
          <p className="min-w-0 flex-1 wrap-anywhere">
            {i18n._({ id: 'pairs.journey.invited', message: '{partner} invited you to learn “{journey}” together.', values: { partner, journey: journeyName } })}
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                askForPushAfterJoining();
                share.mutate(ids);
              }}
              disabled={share.isPending}
            >
              {i18n._({ id: 'pairs.journey.join', message: 'Join' })}
            </Button>
            <Button size="sm" variant="outline" onClick={() => leave.mutate(ids)} disabled={leave.isPending}>
              {i18n._({ id: 'pairs.journey.decline', message: 'Decline' })}
            </Button>
          </div>
        </>
      ) : journey.status === 'waiting' ? (
        <>
          <p className="min-w-0 flex-1 wrap-anywhere text-muted-foreground">
            {i18n._({ id: 'pairs.journey.waiting', message: 'Waiting for {partner} to join “{journey}”.', values: { partner, journey: journeyName } })}
          </p>
          <Button size="sm" variant="ghost" onClick={() => leave.mutate(ids)} disabled={leave.isPending}>
            {i18n._({ id: 'pairs.common.cancel', message: 'Cancel' })}
          </Button>
        </>
      ) : (
        <>
          <p className="min-w-0 flex-1 wrap-anywhere">
            {i18n._({
              id: 'pairs.journey.progress',
              message: '“{journey}” · You {mine}/{total} · {partner} {theirs}/{total}',
              values: { journey: journeyName, mine: journey.myCompletedSteps.length, total, partner, theirs: journey.partnerCompletedSteps.length },
            })}
            {upcoming ? (
              <>
                {' · '}
                <Link href={paths.learningModule(upcoming.moduleId)} className="font-semibold text-secondary underline underline-offset-2">
                  {i18n._({ id: 'pairs.journey.next', message: 'Next: {module}', values: { module: upcoming.title } })}
                </Link>
              </>
            ) : (
              <span className="font-semibold text-success"> · {i18n._({ id: 'pairs.journey.finished', message: 'You finished it' })}</span>
            )}
          </p>
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            aria-label={i18n._({ id: 'pairs.journey.leave', message: 'Leave {journey}', values: { journey: journeyName } })}
            onClick={() => leave.mutate(ids)}
            disabled={leave.isPending}
          >
            <X aria-hidden="true" />
          </Button>
        </>
      )}
    </li>
  );
}

/** One line for the chat's collapsed "learning together" row: the first journey's state, and how many more. */
export function useSharedJourneysSummary(matchId: number): { text: string; needsAnswer: boolean } | null {
  const { i18n } = useI18n();
  const journeys = useMatchSharedJourneys(matchId);
  const first = journeys?.[0];
  if (!journeys || !first) return null;
  const partner = first.partner.displayName;
  const journey = first.journeyName;
  const total = first.steps.length;
  const text =
    first.status === 'invited'
      ? i18n._({ id: 'pairs.summary.invited', message: '{partner} invited you to “{journey}”', values: { partner, journey } })
      : first.status === 'waiting'
        ? i18n._({ id: 'pairs.summary.waiting', message: 'Waiting for {partner}: “{journey}”', values: { partner, journey } })
        : i18n._({
            id: 'pairs.summary.progress',
            message: '“{journey}” You {mine}/{total}, {partner} {theirs}/{total}',
            values: { journey, mine: first.myCompletedSteps.length, total, partner, theirs: first.partnerCompletedSteps.length },
          });
  return {
    text: journeys.length > 1 ? i18n._({ id: 'pairs.summary.more', message: '{text} +{count} more', values: { text, count: journeys.length - 1 } }) : text,
    needsAnswer: journeys.some((entry) => entry.status === 'invited'),
  };
}

/** This pair's shared journeys (invitations to answer, progress of both), in the chat's "learning together" row. */
export function SharedJourneysStrip({ matchId }: { matchId: number }) {
  const { i18n } = useI18n();
  const journeys = useMatchSharedJourneys(matchId);
  if (!journeys || journeys.length === 0) return null;
  return (
    <ul aria-label={i18n._({ id: 'pairs.strip.label', message: 'Shared journeys' })} className="divide-y divide-border/60">
      {journeys.map((journey) => (
        <JourneyRow key={journey.journeyId} journey={journey} />
      ))}
    </ul>
  );
}

function JourneyPicker({ matchId, partnerName, journeyChoices }: { matchId: number; partnerName: string; journeyChoices: JourneyChoicesQuery }) {
  const { i18n } = useI18n();
  const choices = useQuery(journeyChoices);
  const shared = useMatchSharedJourneys(matchId);
  const share = useShareJourney();
  if (choices.isPending || shared === undefined) return <Spinner label={i18n._({ id: 'pairs.picker.loading', message: 'Loading journeys' })} className="p-6" />;
  if (choices.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'pairs.picker.error', message: 'Could not load journeys' })}
        description={i18n._({ id: 'pairs.common.tryAgainLater', message: 'Please try again in a moment.' })}
      />
    );
  }
  const isFull = shared.length >= MAX_SHARED_JOURNEYS_PER_MATCH;
  return (
    <>
      {isFull ? (
        <p className="mt-3 rounded-xl bg-muted p-3 text-sm">
          {i18n._({
            id: 'pairs.picker.full',
            message: 'You already share {count} journeys with {partner}. Leave one to start another.',
            values: { count: MAX_SHARED_JOURNEYS_PER_MATCH, partner: partnerName },
          })}
        </p>
      ) : null}
      <ul className="mt-3 grid max-h-[55dvh] gap-2 overflow-y-auto pe-1">
        {choices.data.map((journey) => {
          const isShared = shared.some((entry) => entry.journeyId === journey.id);
          const isStarting = share.isPending && share.variables.journeyId === journey.id;
          return (
            <li key={journey.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold leading-snug">{journey.name}</p>
                <p className="text-xs text-muted-foreground">
                  {i18n._({ id: 'pairs.picker.modules', message: '{count, plural, one {# module} other {# modules}}', values: { count: journey.steps.length } })}
                </p>
              </div>
              {isShared ? (
                <span className="flex items-center gap-1 text-xs font-semibold text-success">
                  <Check className="size-3.5" aria-hidden="true" />
                  {i18n._({ id: 'pairs.picker.shared', message: 'Shared' })}
                </span>
              ) : (
                <Button
                  size="sm"
                  disabled={isFull || share.isPending}
                  onClick={() => {
                    askForPushAfterJoining();
                    share.mutate({ matchId, journeyId: journey.id });
                  }}
                  aria-label={i18n._({ id: 'pairs.picker.startLabel', message: 'Start {journey} together', values: { journey: journey.name } })}
                >
                  {isStarting ? i18n._({ id: 'pairs.picker.starting', message: 'Starting…' }) : i18n._({ id: 'pairs.picker.start', message: 'Start' })}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Pick a journey to learn with the partner (they get an invitation); opened from the chat's overflow menu. */
export function SharedJourneysDialog({
  matchId,
  partnerName,
  journeyChoices,
  open,
  onOpenChange,
}: {
  matchId: number;
  partnerName: string;
  journeyChoices: JourneyChoicesQuery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-xl font-bold wrap-anywhere">{i18n._({ id: 'pairs.dialog.title', message: 'Learn together with {partner}', values: { partner: partnerName } })}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-muted-foreground">
          {i18n._({
            id: 'pairs.dialog.description',
            message: "Pick a journey. {partner} gets an invitation; once they join, you each see the other's finished steps and hear when one is done.",
            values: { partner: partnerName },
          })}
        </DialogDescription>
        {open ? <JourneyPicker matchId={matchId} partnerName={partnerName} journeyChoices={journeyChoices} /> : null}
      </DialogContent>
    </Dialog>
  );
}
