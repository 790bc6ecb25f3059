import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getShownToasts, resetToasts, setDialogOpen, setMutedToastCategories, toast, TOAST_EXIT_MS, TOAST_QUEUE_MAX, waitingToasts } from './toast-store';

const openTitles = () =>
  getShownToasts()
    .filter((item) => item.isOpen)
    .map((item) => item.title);

/** What the Toaster does when a toast's time is up: closes it; the next shows after the exit animation. */
function finishVisible(): void {
  const visible = getShownToasts().find((item) => item.isOpen);
  if (visible) dismissToast(visible.id);
  vi.advanceTimersByTime(TOAST_EXIT_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('shows one toast at a time and loses none when two arrive in the same millisecond', () => {
    toast({ title: 'New Match!', priority: 'notification' });
    toast({ title: 'Achievement Unlocked!' });
    expect(openTitles()).toEqual(['New Match!']);
    finishVisible();
    expect(openTitles()).toEqual(['Achievement Unlocked!']);
    finishVisible();
    expect(openTitles()).toEqual([]);
    expect(waitingToasts()).toEqual([]);
  });

  it('shows the next toast only after the closing one has left', () => {
    toast({ title: 'Progress updated' });
    toast({ title: 'First Lesson' });
    const first = getShownToasts()[0];
    dismissToast(first?.id ?? 0);
    expect(openTitles()).toEqual([]);
    vi.advanceTimersByTime(TOAST_EXIT_MS - 1);
    expect(openTitles()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(openTitles()).toEqual(['First Lesson']);
  });

  it('puts waiting answers to the user first, then match, message and connection notifications, then achievements', () => {
    toast({ title: 'Progress tracked' });
    toast({ title: 'Achievement Unlocked! First Lesson', priority: 'reward' });
    toast({ title: 'New Message', priority: 'notification' });
    toast({ title: 'Level Up!', priority: 'reward' });
    toast({ title: 'Progress updated' });
    toast({ title: 'New Match!', priority: 'notification' });
    const seen: unknown[] = [];
    for (let step = 0; step < 6; step += 1) {
      seen.push(...openTitles());
      finishVisible();
    }
    expect(seen).toEqual(['Progress tracked', 'Progress updated', 'New Message', 'New Match!', 'Achievement Unlocked! First Lesson', 'Level Up!']);
  });

  it('while a dialog is open, holds notifications but shows the answers to what the user does, and lets them through when it closes', () => {
    setDialogOpen(true);
    toast({ title: 'New Match!', priority: 'notification' });
    expect(openTitles()).toEqual([]);
    toast({ title: 'Report sent' });
    expect(openTitles()).toEqual(['Report sent']);
    finishVisible();
    expect(openTitles()).toEqual([]);
    setDialogOpen(false);
    expect(openTitles()).toEqual(['New Match!']);
  });

  it('withdraws a waiting toast that is dismissed before its turn', () => {
    toast({ title: 'Connection Lost', priority: 'notification' });
    const later = toast({ title: 'Reconnecting' });
    later.dismiss();
    finishVisible();
    expect(openTitles()).toEqual([]);
  });

  it('keeps notifications when a flood overflows the queue, dropping the oldest ordinary toasts', () => {
    toast({ title: 'shown' });
    toast({ title: 'New Match!', priority: 'notification' });
    for (let index = 0; index < TOAST_QUEUE_MAX + 5; index += 1) toast({ title: `points ${index}`, priority: 'reward' });
    expect(waitingToasts()).toHaveLength(TOAST_QUEUE_MAX);
    expect(waitingToasts()[0]?.title).toBe('New Match!');
    expect(waitingToasts().at(-1)?.title).toBe(`points ${TOAST_QUEUE_MAX + 4}`);
    expect(waitingToasts()[1]?.title).toBe('points 6');
  });
});

describe('toast categories the user muted', () => {
  it('drops muted kinds of toast and keeps the others', () => {
    setMutedToastCategories(['messages']);
    toast({ title: 'New Message', category: 'messages', priority: 'notification' });
    expect(openTitles()).toEqual([]);
    toast({ title: 'New Match!', category: 'matches', priority: 'notification' });
    expect(openTitles()).toEqual(['New Match!']);
    finishVisible();
    setMutedToastCategories([]);
    toast({ title: 'New Message', category: 'messages', priority: 'notification' });
    expect(openTitles()).toEqual(['New Message']);
  });
});
