/**
 * Every wrong option teaches (docs/decisions/063-wrong-answers-that-teach.md): each wrong option of every quiz
 * pool question and section check carries the misconception it tests, and each question a second explanation.
 * The content schema checks the shape (aligned with the options, null exactly at the right answer, lengths);
 * this test checks that the content is all there, module by module.
 */
import { describe, expect, it } from 'vitest';
import { moduleContentSchema, questionContentSchema, type ModuleContent } from './content-schema';
import { loadCatalogue } from './load-content';


type Item = ModuleContent['questions'][number] | ModuleContent['sectionChecks'][number];

/** What a module still lacks: one line per question or check without misconceptions or a second explanation. */
export function missingTeaching(module: Pick<ModuleContent, 'questions' | 'sectionChecks'>): string[] {
  const where = (kind: string, items: readonly Item[]) =>
    items.flatMap((item, index) => [
      ...(item.misconceptions ? [] : [`${kind}[${index}] has no misconceptions`]),
      ...(item.explanationAlt ? [] : [`${kind}[${index}] has no explanationAlt`]),
    ]);
  return [...where('questions', module.questions), ...where('sectionChecks', module.sectionChecks)];
}

/** A correction is shown after a failed attempt, which must not reveal the answer: it never quotes the right option. */
export function correctionsQuotingTheAnswer(module: Pick<ModuleContent, 'questions' | 'sectionChecks'>): string[] {
  const items: Array<[string, Item]> = [...module.questions.map((item, index) => [`questions[${index}]`, item] as [string, Item]), ...module.sectionChecks.map((item, index) => [`sectionChecks[${index}]`, item] as [string, Item])];
  return items.flatMap(([where, item]) => {
    const right = item.options[item.correctAnswer]!.toLowerCase().replace(/[.\s]+$/, '');
    return (item.misconceptions ?? []).flatMap((entry, index) => (entry && right.length >= 8 && entry.correction.toLowerCase().includes(right) ? [`${where}.misconceptions[${index}] quotes the right option`] : []));
  });
}

const catalogue = loadCatalogue();

describe('misconceptions in the content', () => {
  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i: every wrong option has a misconception and every question a second explanation', (_id, module) => {
    expect(missingTeaching(module)).toEqual([]);
  });

  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i: no correction quotes the right option', (_id, module) => {
    expect(correctionsQuotingTheAnswer(module)).toEqual([]);
  });
});

describe('the content schema of misconceptions', () => {
  const belief = 'Leftover coins in a transaction come back on their own.';
  const correction = 'Change only returns when the transaction has an output that pays it back to an address of the sender.';
  const explanationAlt = 'Think of paying with a banknote: the shop keeps it all unless you ask for change, and a transaction only pays back what it lists.';
  const question = { question: 'Q?', options: ['a', 'b', 'c'], correctAnswer: 1, explanation: 'Because.' };
  const problems = (value: unknown) => {
    const result = questionContentSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts a question without the fields and one with them complete', () => {
    expect(problems(question)).toEqual([]);
    expect(problems({ ...question, misconceptions: [{ belief, correction }, null, { belief, correction }], explanationAlt })).toEqual([]);
  });

  it('refuses misconceptions out of line with the options', () => {
    expect(problems({ ...question, misconceptions: [{ belief, correction }, null] })).toEqual(['misconceptions: has 2 entries for 3 options']);
    expect(problems({ ...question, misconceptions: [null, { belief, correction }, { belief, correction }] })).toEqual([
      'misconceptions.0: a wrong option needs its misconception',
      'misconceptions.1: must be null at correctAnswer',
    ]);
  });

  it('refuses texts outside their lengths and unknown fields', () => {
    expect(problems({ ...question, misconceptions: [{ belief: 'too short', correction }, null, { belief, correction }] })).toHaveLength(1);
    expect(problems({ ...question, misconceptions: [{ belief, correction: 'too short' }, null, { belief, correction }] })).toHaveLength(1);
    expect(problems({ ...question, misconceptions: [{ belief, correction, note: 'x' }, null, { belief, correction }] })).toHaveLength(1);
    expect(problems({ ...question, explanationAlt: 'short' })).toHaveLength(1);
    expect(problems({ ...question, explanationAlt: 'x'.repeat(421) })).toHaveLength(1);
  });

  it('finds what a module lacks and a correction that gives the answer away', () => {
    const complete = { ...question, misconceptions: [{ belief, correction }, null, { belief, correction }], explanationAlt };
    const module = moduleContentSchema.shape.questions.parse([complete, complete, complete, complete, { ...complete, explanationAlt: undefined }]);
    expect(missingTeaching({ questions: module, sectionChecks: [] })).toEqual(['questions[4] has no explanationAlt']);
    const leaking = { ...complete, options: ['a', 'the miner who finds the block', 'c'], misconceptions: [{ belief, correction: `It is the miner who finds the block, as the protocol says every time.` }, null, { belief, correction }] };
    expect(correctionsQuotingTheAnswer({ questions: [leaking], sectionChecks: [] })).toEqual(['questions[0].misconceptions[0] quotes the right option']);
  });
});
