import { ComingSoon } from '@/components/page-states';

export function LearnScreen() {
  return <ComingSoon title="Crypto Learning" description="Modules, quizzes and journeys." />;
}
