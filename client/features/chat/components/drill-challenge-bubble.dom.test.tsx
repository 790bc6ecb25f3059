/**
 * The drill-challenge card in each of its states, for each side (docs/decisions/054-practice-wallet-and-quiz-fairness.md):
 * sent and waiting (challenger), open with Start (challenged), and done, passed or not, with the score.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DrillChallengeMessage } from '@shared/contracts/messages';
import { renderWithApp } from '../../../test/render-with-app';
import { DrillChallengeBubble } from './drill-challenge-bubble';

afterEach(() => cleanup());

const ALICE = 1;
const BOB = 2;
const MATCH = 7;

function challenge(result: DrillChallengeMessage['drillChallenge']['result'] = null): DrillChallengeMessage {
  return {
    id: 42,
    kind: 'drill_challenge',
    content: 'Drill challenge: Read what you sign',
    sent: '2026-11-28T10:00:00.000Z',
    senderId: ALICE,
    readAt: null,
    clientId: null,
    isRemoved: false,
    isHidden: false,
    warning: null,
    links: [],
    isDeleted: false,
    editedAt: null,
    replyTo: null,
    reactions: [],
    drillChallenge: { drillId: 'sign', challengerId: ALICE, challengedId: BOB, result },
  };
}

const show = (message: DrillChallengeMessage, viewer: number, partnerName: string) =>
  renderWithApp(<DrillChallengeBubble message={message} matchId={MATCH} currentUserId={viewer} partnerName={partnerName} />);
const status = () => screen.getByTestId('drill-challenge-status').textContent;

describe('DrillChallengeBubble', () => {
  it('shows the challenger the drill and that the partner has yet to do it, with no Start', () => {
    show(challenge(), ALICE, 'Bob');
    expect(screen.getByRole('article', { name: 'Read what you sign' })).toBeTruthy();
    expect(screen.getByText('Approvals and permits: some harmless, some to a drainer.')).toBeTruthy();
    expect(status()).toBe('Waiting for Bob to do it.');
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
  });

  it('offers the challenged partner Start, into the practice wallet with the challenge and the conversation', () => {
    show(challenge(), BOB, 'Alice');
    expect(screen.getByRole('link', { name: 'Start' }).getAttribute('href')).toBe(`/practice-wallet?drill=sign&challenge=42&chat=${MATCH}`);
    expect(status()).toMatch(/only your score comes back here/);
  });

  it('shows both sides the result once done, and no Start', () => {
    const failed = challenge({ passed: false, right: 4, total: 6, completedAt: '2026-11-28T10:05:00.000Z' });
    show(failed, ALICE, 'Bob');
    expect(status()).toBe('Bob did not pass Read what you sign: 4/6');
    cleanup();
    show(failed, BOB, 'Alice');
    expect(status()).toBe('You did not pass Read what you sign: 4/6');
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
    cleanup();

    const passed = challenge({ passed: true, right: 6, total: 6, completedAt: '2026-11-28T10:05:00.000Z' });
    show(passed, ALICE, 'Bob');
    expect(status()).toBe('Bob passed Read what you sign: 6/6');
    cleanup();
    show(passed, BOB, 'Alice');
    expect(status()).toBe('You passed Read what you sign: 6/6');
  });
});
