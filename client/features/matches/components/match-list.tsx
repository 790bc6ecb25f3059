import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { getMatchesQueryOptions } from '../api/get-matches';
import { MatchCard } from './match-card';

export function MatchList({ renderActions }: { renderActions?: (match: Match) => ReactNode } = {}) {
  const { i18n } = useI18n();
  const matches = useQuery(getMatchesQueryOptions());
  if (matches.isPending) return <Spinner label={i18n._({ id: 'matches.list.loading', message: 'Loading your matches' })} />;
  if (matches.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'matches.list.error', message: 'Failed to fetch matches' })}
        description={i18n._({ id: 'matches.common.tryAgainLater', message: 'Please try again in a moment.' })}
      />
    );
  }
  if (matches.data.length === 0) {
    return (
      <EmptyState
        icon={<Users className="size-8 text-secondary" aria-hidden="true" />}
        title={i18n._({ id: 'matches.list.empty', message: 'No matches yet' })}
        description={i18n._({ id: 'matches.list.emptyDescription', message: 'Matches come from what you can teach and want to learn. Fill in your learning profile and keep swiping.' })}
      >
        <Button asChild variant="outline" className="mt-2">
          <Link href={paths.profile}>{i18n._({ id: 'matches.editPreferences', message: 'Edit learning preferences' })}</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {matches.data.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} actions={renderActions?.(match)} />
        </li>
      ))}
    </ul>
  );
}
