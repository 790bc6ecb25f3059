import { ComingSoon } from '@/components/page-states';

export function MatchesScreen() {
  return <ComingSoon title="Matches" description="Your crypto personality and the people who can teach you, and learn from you." />;
}
