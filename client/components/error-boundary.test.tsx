// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let isBroken = true;
function Screen() {
  if (isBroken) throw new Error('render failed');
  return <p>The screen works</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows a friendly recovery screen for a failed render, and Try again renders the screen afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    isBroken = true;
    render(
      <ErrorBoundary>
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveProperty('textContent', expect.stringContaining('Something went wrong'));
    expect(screen.getByRole('link', { name: 'Go to Discover' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('render failed')).toBeNull();

    isBroken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('The screen works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the error when the route changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    isBroken = true;
    const { rerender } = render(
      <ErrorBoundary resetKey="/chat/1">
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    isBroken = false;
    rerender(
      <ErrorBoundary resetKey="/messages">
        <Screen />
      </ErrorBoundary>,
    );
    expect(screen.getByText('The screen works')).toBeTruthy();
  });
});
