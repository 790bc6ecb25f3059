import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { PersonalityCard } from '@/features/profile/components/personality-card';
import { SafetyMenu } from '@/features/safety/components/safety-menu';

/** The matches screen with the profile's personality card and each match card's report/unmatch/block menu. */
export function MatchesRoute() {
  return <MatchesScreen personality={<PersonalityCard hideLabel />} matchActions={(match) => <SafetyMenu matchId={match.id} user={match.matchedUser} />} />;
}
