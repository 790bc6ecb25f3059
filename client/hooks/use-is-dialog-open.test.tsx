// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsDialogOpen } from './use-is-dialog-open';

function Probe({ ignoreQueued = false }: { ignoreQueued?: boolean }) {
  return <p>{useIsDialogOpen({ ignoreQueued }) ? 'a dialog is open' : 'no dialog'}</p>;
}

function addDialog(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useIsDialogOpen', () => {
  it('counts a dialog from opening until it has left the page, its closing animation included', async () => {
    render(<Probe />);
    expect(screen.getByText('no dialog')).toBeTruthy();
    const dialog = await act(async () => addDialog({ role: 'dialog', 'data-state': 'open' }));
    expect(await screen.findByText('a dialog is open')).toBeTruthy();
    await act(async () => dialog.setAttribute('data-state', 'closed'));
    expect(screen.getByText('a dialog is open')).toBeTruthy();
    await act(async () => dialog.remove());
    expect(await screen.findByText('no dialog')).toBeTruthy();
  });

  it('counts a queued dialog (the match celebration) unless asked to ignore it', async () => {
    render(<Probe />);
    await act(async () => addDialog({ role: 'dialog', 'data-state': 'open', 'data-queued-dialog': '' }));
    expect(await screen.findByText('a dialog is open')).toBeTruthy();
  });

  it('ignoring queued dialogs, the celebration does not count and an alert dialog does', async () => {
    render(<Probe ignoreQueued />);
    await act(async () => addDialog({ role: 'dialog', 'data-state': 'open', 'data-queued-dialog': '' }));
    // A later change that must be seen proves the queued one was looked at and not counted.
    await act(async () => addDialog({ role: 'status', 'data-state': 'open' }));
    expect(screen.getByText('no dialog')).toBeTruthy();
    await act(async () => addDialog({ role: 'alertdialog', 'data-state': 'open' }));
    expect(await screen.findByText('a dialog is open')).toBeTruthy();
  });
});
