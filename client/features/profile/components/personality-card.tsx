import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { EmptyState, ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getProfileQueryOptions } from '../api/get-profile';
import { TraitBars } from './trait-bars';

/** 'Your Crypto Personality' (docs/product.md section 2 ("Matches screen")): spinner, 'Profile Not Found', or the profile. */
export function PersonalityCard({ hideLabel = false }: { hideLabel?: boolean }) {
  const profile = useQuery(getProfileQueryOptions());
  if (profile.isPending) return <Spinner label="Loading your personality" />;
  // A failed load (offline, not kept on this device) is not "no profile": it says what happened.
  if (profile.isError) return <ErrorState title="Couldn't load your personality" description="There was a problem loading your profile. Please try again." />;
  if (!profile.data) {
    return (
      <EmptyState
        icon={<Sparkles className="size-8 text-primary" aria-hidden="true" />}
        title="Profile Not Found"
        description="Swipe at least 5 cryptocurrencies to generate your personality profile."
      >
        <Button asChild className="mt-2">
          <Link href={paths.home}>Start swiping</Link>
        </Button>
      </EmptyState>
    );
  }
  const data = profile.data.profileData;
  return (
    <Card>
      <CardHeader>
        {hideLabel ? null : <p className="text-xs font-bold uppercase tracking-wide text-secondary">Your Crypto Personality</p>}
        <CardTitle className="text-2xl">{data.type}</CardTitle>
        <p className="text-sm leading-6 text-muted-foreground">{data.description}</p>
      </CardHeader>
      <CardContent>
        <TraitBars profile={data} showInfluences />
        <p className="mt-4 text-xs text-muted-foreground">Based on {data.swipeCount} swiped coins. Every swipe updates it.</p>
      </CardContent>
    </Card>
  );
}
