import { useEffect, useState } from 'react';
import type { VocabularyStats } from '@shared/contracts/vocabulary';

/** docs/product.md section 9: the trophy shows once per browser; the flag lives in local storage. */
export const TROPHY_SHOWN_KEY = 'coinmates.vocabularyTrophyShown';

function hasBeenShown(): boolean {
  try {
    return localStorage.getItem(TROPHY_SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberShown(): void {
  try {
    localStorage.setItem(TROPHY_SHOWN_KEY, 'true');
  } catch {
    // Without storage the trophy may show again; nothing else depends on it.
  }
}

/** Opens the trophy the first time this browser sees every term mastered. */
export function useVocabularyTrophy(stats: VocabularyStats | undefined): { isOpen: boolean; onOpenChange: (isOpen: boolean) => void } {
  const [isOpen, setIsOpen] = useState(false);
  const hasMasteredAll = stats !== undefined && stats.total > 0 && stats.mastered >= stats.total;

  useEffect(() => {
    if (!hasMasteredAll || hasBeenShown()) return;
    rememberShown();
    setIsOpen(true);
  }, [hasMasteredAll]);

  return { isOpen, onOpenChange: setIsOpen };
}
