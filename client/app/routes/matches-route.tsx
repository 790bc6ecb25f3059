import { MatchesScreen } from '@/features/matches/components/matches-screen';
import { PersonalityCard } from '@/features/profile/components/personality-card';

export function MatchesRoute() {
  return <MatchesScreen personality={<PersonalityCard hideLabel />} />;
}
