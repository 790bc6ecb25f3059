import { ComingSoon } from '@/components/page-states';

export function VocabularyScreen() {
  return <ComingSoon title="Crypto Vocabulary Builder" description="A spaced-repetition trainer for crypto terms." />;
}
