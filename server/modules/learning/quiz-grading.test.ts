import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { asShown, gradeQuiz } from './quiz-grading';

const questions = [1, 2, 3].map((id) => ({ id, options: ['a', 'b', 'c'], correctAnswer: id % 3, explanation: `because ${id}` }));

describe('gradeQuiz', () => {
  it('scores the rounded percent and passes at 70', () => {
    const twoOfThree = gradeQuiz(questions, { 1: 1, 2: 2, 3: 1 });
    expect(twoOfThree).toMatchObject({ score: 67, passed: false, correctCount: 2, total: 3 });
    // A failed attempt tells which answers were wrong and why, never which option was right.
    expect(twoOfThree.results.map((result) => [result.isCorrect, result.correctAnswer, result.explanation])).toEqual([
      [true, null, 'because 1'],
      [true, null, 'because 2'],
      [false, null, 'because 3'],
    ]);
    const all = gradeQuiz(questions, { 1: 1, 2: 2, 3: 0 });
    expect(all).toMatchObject({ score: 100, passed: true });
    expect(all.results[2]).toEqual({ questionId: 3, chosen: 0, correctAnswer: 0, isCorrect: true, explanation: 'because 3', misconception: null, explanationAlt: null });
  });

  it('passes at exactly 70 and fails just below', () => {
    const ten = Array.from({ length: 10 }, (_, index) => ({ id: index + 1, options: ['a', 'b'], correctAnswer: 0, explanation: 'x' }));
    const answersWith = (correct: number) => Object.fromEntries(ten.map((question, index) => [question.id, index < correct ? 0 : 1]));
    expect(gradeQuiz(ten, answersWith(7))).toMatchObject({ score: 70, passed: true });
    expect(gradeQuiz(ten, answersWith(6))).toMatchObject({ score: 60, passed: false });
  });

  it('grades in the order the draw showed the options', () => {
    const question = { id: 7, options: ['right', 'wrong 1', 'wrong 2'], correctAnswer: 0, explanation: 'x' };
    const shown = asShown(question, [2, 0, 1]);
    expect(shown.options).toEqual(['wrong 2', 'right', 'wrong 1']);
    expect(gradeQuiz([shown], { 7: 1 })).toMatchObject({ score: 100, results: [{ chosen: 1, correctAnswer: 1, isCorrect: true }] });
    expect(gradeQuiz([shown], { 7: 0 })).toMatchObject({ score: 0, results: [{ chosen: 0, correctAnswer: null, isCorrect: false }] });
    expect(() => asShown(question, [1, 0])).toThrow(/no longer fits/);
  });

  describe('with misconceptions', () => {
    const misconception = (option: string) => ({ belief: `believes ${option}`, correction: `not ${option}` });
    const taught = [1, 2, 3].map((id) => ({
      id,
      options: ['right', 'wrong 1', 'wrong 2'],
      correctAnswer: 0,
      explanation: `because ${id}`,
      misconceptions: [null, misconception('wrong 1'), misconception('wrong 2')],
      explanationAlt: `another way ${id}`,
    }));

    it('a failed attempt explains the chosen wrong option and reveals neither the right option nor the second explanation', () => {
      const failed = gradeQuiz(taught, { 1: 1, 2: 2, 3: 0 });
      expect(failed.passed).toBe(false);
      expect(failed.results.map((result) => [result.correctAnswer, result.misconception, result.explanationAlt])).toEqual([
        [null, misconception('wrong 1'), null],
        [null, misconception('wrong 2'), null],
        [null, null, null],
      ]);
      expect(JSON.stringify(failed)).not.toMatch(/another way|"right"/);
    });

    it('a passed attempt adds the second explanation to every question', () => {
      const passed = gradeQuiz([...taught, { ...taught[0]!, id: 4 }], { 1: 0, 2: 0, 3: 0, 4: 2 });
      expect(passed.passed).toBe(true);
      expect(passed.results.map((result) => [result.correctAnswer, result.misconception?.belief ?? null, result.explanationAlt])).toEqual([
        [0, null, 'another way 1'],
        [0, null, 'another way 2'],
        [0, null, 'another way 3'],
        [0, 'believes wrong 2', 'another way 1'],
      ]);
    });

    it('moves the misconceptions with the options of the draw', () => {
      const shown = asShown(taught[0]!, [2, 0, 1]);
      expect(shown.misconceptions).toEqual([misconception('wrong 2'), null, misconception('wrong 1')]);
      expect(gradeQuiz([shown], { 1: 2 }).results[0]!.misconception).toEqual(misconception('wrong 1'));
    });

    it('marks an English misconception inside a translation', () => {
      const result = gradeQuiz([{ ...taught[0]!, misconceptionsInEnglish: true }], { 1: 1 }).results[0]!;
      expect(result.misconception).toEqual({ ...misconception('wrong 1'), inEnglish: true });
    });
  });

  it('refuses missing, unknown and out-of-range answers', () => {
    expect(() => gradeQuiz(questions, { 1: 1, 2: 2 })).toThrow(AppError);
    expect(() => gradeQuiz(questions, { 1: 1, 2: 2, 3: 0, 4: 0 })).toThrow(/not in this quiz/);
    expect(() => gradeQuiz(questions, { 1: 1, 2: 2, 3: 3 })).toThrow(/not one of/);
  });
});
