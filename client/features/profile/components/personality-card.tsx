import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { getProfileQueryOptions } from '../api/get-profile';
import { MIN_SWIPES_FOR_PROFILE } from '@shared/constants/personality';
import { TraitBars } from './trait-bars';

/** 'Your Crypto Personality' (docs/product.md section 2 ("Matches screen")): spinner, 'Profile Not Found', or the profile. */
export function PersonalityCard({ hideLabel = false }: { hideLabel?: boolean }) {
  const profile = useQuery(getProfileQueryOptions());
  const { i18n } = useI18n();
  if (profile.isPending) return <Spinner label={i18n._({ id: 'profile.personality.loading', message: 'Loading your personality' })} />;
  // A failed load (offline, not kept on this device) is not "no profile": it says what happened.
  if (profile.isError) {
    return (
      <ErrorState
        title={i18n._({ id: 'profile.personality.loadFailed', message: "Couldn't load your personality" })}
        description={i18n._({ id: 'profile.personality.loadFailedDescription', message: 'There was a problem loading your profile. Please try again.' })}
      />
    );
  }
  if (!profile.data) {
    return (
      <EmptyState
        icon={<Sparkles className="size-8 text-primary" aria-hidden="true" />}
        title={i18n._({ id: 'profile.personality.notFound', message: 'Profile Not Found' })}
        description={i18n._({
          id: 'profile.personality.notFoundDescription',
          message: 'Swipe at least {count} cryptocurrencies to generate your personality profile.',
          values: { count: MIN_SWIPES_FOR_PROFILE },
        })}
      >
        <Button asChild className="mt-2">
          <Link href={paths.home}>{i18n._({ id: 'profile.personality.startSwiping', message: 'Start swiping' })}</Link>
        </Button>
      </EmptyState>
    );
  }
  const data = profile.data.profileData;
  return (
    <Card>
      <CardHeader>
        {hideLabel ? null : <p className="text-xs font-bold uppercase tracking-wide text-secondary">{i18n._({ id: 'profile.personality.label', message: 'Your Crypto Personality' })}</p>}
        {/* Right under the page's h1 on both screens that show it (Matches, Profile): headings never skip a level. */}
        <CardTitle as="h2" className="text-2xl">
          {data.type}
        </CardTitle>
        <p className="text-sm leading-6 text-muted-foreground">{data.description}</p>
      </CardHeader>
      <CardContent>
        <TraitBars profile={data} showInfluences />
        <p className="mt-4 text-xs text-muted-foreground">
          {i18n._({
            id: 'profile.personality.basedOn',
            message: '{count, plural, one {Based on # swiped coin. Every swipe updates it.} other {Based on # swiped coins. Every swipe updates it.}}',
            values: { count: data.swipeCount },
          })}
        </p>
      </CardContent>
    </Card>
  );
}
