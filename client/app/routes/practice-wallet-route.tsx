import { postDrillResult } from '@/features/chat/api/drill-challenge';
import { PracticeWalletScreen } from '@/features/practice-wallet/components/practice-wallet-screen';
import { addTermToDeck } from '@/features/vocabulary/api/add-term-to-deck';

/**
 * The practice wallet, whose misses can go to the vocabulary review deck, and whose drill challenges from the
 * chat post their score back to it (docs/decisions/054-practice-wallet-and-quiz-fairness.md).
 */
export function PracticeWalletRoute() {
  return <PracticeWalletScreen onAddToDeck={(termId) => addTermToDeck({ termId })} onChallengeResult={(messageId, score) => postDrillResult(messageId, score)} />;
}
