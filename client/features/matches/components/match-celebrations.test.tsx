// @vitest-environment happy-dom
/**
 * Queued match celebrations (client/features/matches/components/match-celebrations.tsx): one at a time, never over
 * another dialog, and closing the last one returns focus to where the user was, however many came in a row.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { MatchCelebrations } from './match-celebrations';
import type { MatchCelebration } from './match-popup';

const celebration = (matchId: number, displayName: string): MatchCelebration => ({ matchId, matchedUser: { id: matchId + 100, displayName, avatarUrl: null } });

/** A settings button that opens a dialog of its own, and the celebrations waiting once `arrive` is pressed. */
function Page({ arriving }: { arriving: MatchCelebration[] }) {
  const [waiting, setWaiting] = useState<MatchCelebration[]>([]);
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsSettingsOpen(true)}>
        Passkeys
      </button>
      <button type="button" onClick={() => setWaiting(arriving)}>
        arrive
      </button>
      <Dialog open={isSettingsOpen} onOpenChange={setIsSettingsOpen}>
        <DialogContent>
          <DialogTitle>Passkeys</DialogTitle>
          <button type="button" onClick={() => setWaiting(arriving)}>
            arrive now
          </button>
        </DialogContent>
      </Dialog>
      <MatchCelebrations waiting={waiting} onClose={() => setWaiting((queue) => queue.slice(1))} />
    </>
  );
}

const celebrationOf = (name: string) => screen.findByRole('dialog', { name: "It's a Match!", description: new RegExp(name) });
const continueSwiping = () => fireEvent.click(screen.getByRole('button', { name: 'Continue Swiping' }));

afterEach(cleanup);

describe('queued match celebrations', () => {
  it('two in a row: each in turn, and focus goes back to where it was before the first', async () => {
    render(<Page arriving={[celebration(1, 'Ada'), celebration(2, 'Grace')]} />);
    const passkeys = screen.getByRole('button', { name: 'Passkeys' });
    act(() => passkeys.focus());
    fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
    act(() => passkeys.focus());
    await celebrationOf('Ada');
    continueSwiping();
    await celebrationOf('Grace');
    continueSwiping();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(passkeys));
  });

  // Focus after a dialog closed by its own state is not checked here: happy-dom does not give it back to the opener
  // even without a celebration (e2e/dialog-layout.spec.ts checks it in Chromium).
  it('one that arrives while another dialog is open waits for it to close', async () => {
    render(<Page arriving={[celebration(3, 'Linus')]} />);
    const passkeys = screen.getByRole('button', { name: 'Passkeys' });
    act(() => passkeys.focus());
    fireEvent.click(passkeys);
    await screen.findByRole('dialog', { name: 'Passkeys' });
    fireEvent.click(screen.getByRole('button', { name: 'arrive now' }));
    // Still the settings dialog alone: the celebration waits.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await celebrationOf('Linus');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    continueSwiping();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
