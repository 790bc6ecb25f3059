/**
 * Writes that are not kept offline (docs/decisions/058-offline-outbox.md) are disabled in advance while the
 * browser is offline, with the reason beside them, and come back when it is online again: the shared hook and
 * the screens that use it (quiz submission, Start Over, message actions, reports).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@shared/contracts/messages';
import { renderWithApp } from '../test/render-with-app';
import { ThemeChoice } from '../features/appearance/components/theme-choice';
import { MessageActionsDialog } from '../features/chat/components/message-actions-dialog';
import { AllDone } from '../features/discover/components/all-done';
import { QuizForm } from '../features/learning/components/quiz-form';
import { ReportDialog } from '../features/safety/components/report-dialog';
import { ONLINE_ONLY_REASON } from './online-only';

function setOnline(isOnline: boolean): void {
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

afterEach(() => {
  setOnline(true);
  cleanup();
});

const message: Message = {
  id: 7,
  kind: 'text',
  content: 'Hello there',
  sent: new Date().toISOString(),
  senderId: 1,
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
};

function expectReasonFor(control: HTMLElement): void {
  expect((control as HTMLButtonElement).disabled).toBe(true);
  const reasonId = control.getAttribute('aria-describedby');
  expect(reasonId).toBeTruthy();
  expect(document.getElementById(reasonId!)?.textContent).toBe(ONLINE_ONLY_REASON.message);
}

describe('online-only writes while offline', () => {
  it('the quiz: answered in full, Submit is disabled offline with the reason, enabled again online', () => {
    renderWithApp(<QuizForm moduleId={1} draw={{ attemptId: 3, questions: [{ id: 11, question: 'Which?', options: ['A', 'B'] }] }} isRedrawing={false} onTryAgain={() => undefined} />);
    fireEvent.click(screen.getByLabelText('A'));
    const submit = screen.getByRole('button', { name: 'Submit Answers' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(ONLINE_ONLY_REASON.message)).toBeNull();

    setOnline(false);
    expectReasonFor(submit);

    setOnline(true);
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(submit.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(ONLINE_ONLY_REASON.message)).toBeNull();
  });

  it('Start Over is disabled offline (Browse stays a link)', () => {
    setOnline(false);
    renderWithApp(<AllDone isResetting={false} onStartOver={() => undefined} />);
    expectReasonFor(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('link', { name: 'Browse All Cryptocurrencies' }).getAttribute('href')).toBeTruthy();
  });

  it('message actions: reactions, edit and delete are disabled offline, reply is not', () => {
    setOnline(false);
    const noop = () => undefined;
    renderWithApp(<MessageActionsDialog message={message} currentUserId={1} onClose={noop} onReact={noop} onReply={noop} onEdit={noop} onDelete={noop} />);
    for (const name of ['Thumbs up', 'Heart', 'Edit', 'Delete']) expectReasonFor(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
    expect((screen.getByRole('button', { name: 'Reply' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByText(ONLINE_ONLY_REASON.message)).toHaveLength(1);
  });

  it('a report: both buttons disabled offline, enabled when the connection returns', () => {
    setOnline(false);
    renderWithApp(<ReportDialog target={{ matchId: 4, user: { id: 2, displayName: 'Alexandra Montgomery' }, message: { id: 7, content: 'Hello there' } }} open onOpenChange={() => undefined} />);
    const report = screen.getByRole('button', { name: 'Report' });
    expectReasonFor(report);
    expectReasonFor(screen.getByRole('button', { name: 'Report and block' }));
    setOnline(true);
    expect((report as HTMLButtonElement).disabled).toBe(false);
  });

  it('the theme (saved on the account): the radios are disabled offline, with the reason', () => {
    setOnline(false);
    renderWithApp(<ThemeChoice theme="light" />);
    // A disabled fieldset disables its radios (happy-dom does not compute that inheritance: the fieldset is checked).
    const group = screen.getByRole('group', { name: 'Theme' }) as HTMLFieldSetElement;
    expect(group.disabled).toBe(true);
    expect(group.getAttribute('aria-describedby')).toContain(document.querySelector('[data-testid="online-only-reason"]')?.id ?? 'missing');
    setOnline(true);
    expect(group.disabled).toBe(false);
  });
});
