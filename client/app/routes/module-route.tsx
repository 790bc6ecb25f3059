import { ModuleScreen } from '@/features/learning/components/module-screen';
import { PracticeLinks } from '@/features/practice-wallet/components/practice-link';
import { TermLinksProvider } from '@/features/vocabulary/components/term-links-provider';

/** A module with the vocabulary terms of its lesson linked to their cards (docs/decisions/031-term-cards-and-add-to-deck.md). */
export function ModuleRoute() {
  return (
    <TermLinksProvider>
      <ModuleScreen renderExtras={(moduleId) => <PracticeLinks moduleId={moduleId} />} />
    </TermLinksProvider>
  );
}
