import { ChevronDown, GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import type { Match } from '@shared/contracts/matches';
import { SharedJourneysStrip, useSharedJourneysSummary } from '@/features/pairs/components/shared-journeys';
import { StudyTogetherLines, stuckLine, teachLine } from '@/components/study-together';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/**
 * Under the chat header, one line (docs/decisions/055): what the pair teaches each other and their shared
 * journeys, collapsed; a tap opens the module to do together and each journey with its actions.
 */
export function ChatTogetherRow({ match }: { match: Match }) {
  const { i18n } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const journeys = useSharedJourneysSummary(match.id);
  const study = match.studyTogether;
  const teach = teachLine(study, i18n);
  const stuck = stuckLine(study, match.matchedUser.displayName, i18n);
  const summary = [
    stuck,
    teach,
    journeys?.text,
    !teach && study.module ? i18n._({ id: 'matches.studyTogether.doTogetherTitle', message: 'Do together: {title}', values: { title: study.module.title } }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  if (!summary) return null;
  return (
    <section aria-label={i18n._({ id: 'matches.studyTogether.region', message: 'Learning together' })} className="border-b border-border bg-teal-soft/60">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-9 w-full items-center gap-2 px-3 py-1 text-start text-xs hover:bg-teal-soft focus-visible:outline-2"
      >
        <GraduationCap className="size-3.5 shrink-0 text-secondary" aria-hidden="true" />
        <span dir="auto" className={cn('min-w-0 flex-1', isOpen ? 'wrap-anywhere' : 'truncate')}>
          {summary}
        </span>
        {journeys?.needsAnswer ? (
          <span className="size-2 shrink-0 rounded-full bg-primary" aria-label={i18n._({ id: 'matches.studyTogether.invitation', message: 'Invitation to answer' })} role="img" />
        ) : null}
        <ChevronDown className={cn('size-4 shrink-0 text-muted-foreground transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </button>
      {isOpen ? (
        <div id={panelId} className="grid gap-1 px-3 pb-2">
          <StudyTogetherLines study={study} partnerName={match.matchedUser.displayName} hasTeachLine={false} className="text-xs" />
          <SharedJourneysStrip matchId={match.id} />
        </div>
      ) : null}
    </section>
  );
}
