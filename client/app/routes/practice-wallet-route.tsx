import { PracticeWalletScreen } from '@/features/practice-wallet/components/practice-wallet-screen';
import { addTermToDeck } from '@/features/vocabulary/api/add-term-to-deck';

/** The practice wallet, whose misses can go to the vocabulary review deck (docs/decisions/054-practice-wallet-and-quiz-fairness.md). */
export function PracticeWalletRoute() {
  return <PracticeWalletScreen onAddToDeck={(termId) => addTermToDeck({ termId })} />;
}
