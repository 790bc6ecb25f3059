/**
 * The match celebrations waiting to be shown (one swipe can make several matches), one at a time. A celebration
 * never opens over another dialog (a report, a block, a setting): it waits for it to close. It opens only once
 * the dialog before it (another one, or the celebration before it) has left the page and focus has gone back to
 * that dialog's opener: DialogContent takes the place it returns focus to from what has focus when it opens, so
 * closing the last celebration returns focus where the user was.
 */
import { useEffect, useState } from 'react';
import { useIsDialogOpen } from '@/hooks/use-is-dialog-open';
import { MatchPopup, type MatchCelebration } from './match-popup';

export function MatchCelebrations({ waiting, onClose }: { waiting: readonly MatchCelebration[]; onClose: () => void }) {
  const isOtherDialogOpen = useIsDialogOpen({ ignoreQueued: true });
  const isAnyDialogOpen = useIsDialogOpen();
  // Set while a dialog is open or closing; cleared a task after no dialog is left on the page, when focus has gone
  // back to the closed one's opener (Radix does that a task after the dialog has gone).
  const [isSettling, setIsSettling] = useState(false);
  useEffect(() => {
    if (isOtherDialogOpen) setIsSettling(true);
  }, [isOtherDialogOpen]);
  useEffect(() => {
    if (!isSettling || isAnyDialogOpen) return;
    const timer = setTimeout(() => setIsSettling(false), 0);
    return () => clearTimeout(timer);
  }, [isSettling, isAnyDialogOpen]);
  const celebration = isOtherDialogOpen || isSettling ? null : (waiting[0] ?? null);
  return (
    <MatchPopup
      key={celebration?.matchId}
      celebration={celebration}
      onClose={() => {
        setIsSettling(true);
        onClose();
      }}
    />
  );
}
