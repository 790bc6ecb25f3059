import { cleanup, render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudyTogether } from '@shared/contracts/matches';
import { StudyTogetherLines, stuckLine } from './study-together';

afterEach(() => cleanup());

const study = (taughtThatStuck: number): StudyTogether => ({ youTeach: ['Staking'], theyTeach: [], module: null, taughtThatStuck });

describe('what the viewer taught that stuck, on the pair', () => {
  it('says how many things the partner still remembered a week later', () => {
    render(<StudyTogetherLines study={study(5)} partnerName="Bob" />);
    expect(screen.getByText('You taught Bob 5 things that stuck')).toBeTruthy();
    expect(screen.getByText('You teach Staking')).toBeTruthy();
  });

  it('counts one thing in the singular and says nothing before anything stuck', () => {
    expect(stuckLine(study(1), 'Bob', setupI18n({ locale: 'en', messages: { en: {} } }))).toBe('You taught Bob 1 thing that stuck');
    const { container } = render(<StudyTogetherLines study={study(0)} partnerName="Bob" />);
    expect(container.textContent).not.toContain('that stuck');
  });

  it('keeps a right-to-left or 300-character name inside the line, wrapping instead of overflowing', () => {
    const name = 'نور'.repeat(100);
    render(<StudyTogetherLines study={study(3)} partnerName={name} />);
    const line = screen.getByText(`You taught ${name} 3 things that stuck`);
    expect(line.getAttribute('dir')).toBe('auto');
    expect(line.className).toContain('wrap-anywhere');
  });

  it('leaves the line to the chat summary when the caller shows it', () => {
    const { container } = render(<StudyTogetherLines study={{ ...study(2), module: { id: 3, title: 'Staking', ahead: 'you' } }} partnerName="Bob" hasTeachLine={false} />);
    expect(container.textContent).not.toContain('that stuck');
    expect(container.textContent).toContain('Do together');
  });
});
