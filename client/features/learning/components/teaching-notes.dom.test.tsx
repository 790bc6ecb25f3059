/**
 * Wrong answers that teach, on screen (docs/decisions/063-wrong-answers-that-teach.md): a graded quiz question and a
 * section check show the belief and correction of the wrong option chosen, never the right option after a failed
 * attempt, and "Explain it another way" once the answer is shown.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuizQuestionResult } from '@shared/contracts/learning';
import { renderWithApp } from '../../../test/render-with-app';
import { QuizQuestionCard } from './quiz-question-card';
import { SectionCheck } from './section-check';

afterEach(() => cleanup());

const question = { id: 7, question: 'Who keeps the change?', options: ['The miner', 'The sender', 'Nobody'] };
const graded = (overrides: Partial<QuizQuestionResult>): QuizQuestionResult => ({
  questionId: 7,
  chosen: 0,
  correctAnswer: null,
  isCorrect: false,
  explanation: 'Change goes where the outputs say.',
  misconception: null,
  explanationAlt: null,
  ...overrides,
});
const renderCard = (result: QuizQuestionResult) => renderWithApp(<QuizQuestionCard number={1} question={question} chosen={result.chosen} graded={result} isLocked onChoose={() => undefined} />);

describe('a graded quiz question', () => {
  it('after a failed attempt, shows the belief and correction of the option chosen and no right option', () => {
    renderCard(graded({ misconception: { belief: 'Leftover coins go to the miner as a tip.', correction: 'Only the difference between inputs and outputs is a fee.' } }));
    expect(screen.getByTestId('misconception-belief').textContent).toBe('Leftover coins go to the miner as a tip.');
    expect(screen.getByTestId('misconception-correction').textContent).toBe('Only the difference between inputs and outputs is a fee.');
    expect(screen.queryByRole('img', { name: 'Correct answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explain it another way' })).toBeNull();
  });

  it('marks an English misconception inside a translated page', () => {
    renderCard(graded({ misconception: { belief: 'Leftover coins go to the miner as a tip.', correction: 'Only the difference is a fee, never a tip.', inEnglish: true } }));
    expect(screen.getByTestId('misconception').getAttribute('lang')).toBe('en');
  });

  it('after a pass, shows the second explanation on request', () => {
    renderCard(graded({ chosen: 1, correctAnswer: 1, isCorrect: true, explanationAlt: 'Like paying with a banknote: change comes back only if you ask for it.' }));
    const alternative = screen.getByTestId('explanation-alt');
    expect(alternative.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Explain it another way' }));
    expect(alternative.hidden).toBe(false);
    expect(alternative.textContent).toBe('Like paying with a banknote: change comes back only if you ask for it.');
  });
});

describe('a section check', () => {
  const check = {
    section: 'Change',
    question: 'Who keeps the change?',
    options: ['The miner', 'The sender', 'Nobody'],
    correctAnswer: 1,
    explanation: 'Change goes where the outputs say.',
    misconceptions: [
      { belief: 'Leftover coins go to the miner as a tip.', correction: 'Only the difference between inputs and outputs is a fee.' },
      null,
      { belief: 'Coins vanish when unspent.', correction: 'Unspent outputs stay until spent.' },
    ],
    explanationAlt: 'Like paying with a banknote: change comes back only if you ask for it.',
  };

  it('shows the belief and correction of the wrong option chosen, then the second explanation on request', () => {
    renderWithApp(<SectionCheck check={check} onAnswered={() => undefined} />);
    expect(screen.queryByTestId('misconception')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Explain it another way' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'The miner' }));
    expect(screen.getByTestId('misconception-belief').textContent).toBe('Leftover coins go to the miner as a tip.');
    fireEvent.click(screen.getByRole('button', { name: 'Explain it another way' }));
    expect(screen.getByTestId('explanation-alt').textContent).toBe(check.explanationAlt);
  });

  it('shows no misconception for the right answer', () => {
    renderWithApp(<SectionCheck check={check} onAnswered={() => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: 'The sender' }));
    expect(screen.queryByTestId('misconception')).toBeNull();
    expect(screen.getByRole('button', { name: 'Explain it another way' })).toBeTruthy();
  });
});
