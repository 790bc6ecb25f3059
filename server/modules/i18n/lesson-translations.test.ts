/**
 * Misconceptions in a translated lesson (docs/decisions/063-wrong-answers-that-teach.md): the translation's where
 * they line up with the English ones, otherwise the English texts flagged as English.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLessonTranslations } from './lesson-translations';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lesson-translations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const english = { belief: 'English belief about option zero.', correction: 'English correction for option zero.' };
const spanish = { belief: 'Creencia sobre la opción cero.', correction: 'Corrección de la opción cero.' };
const check = { section: 'Uno', question: 'Pregunta', options: ['a', 'b'], explanation: 'Porque.' };
const lesson = (questions: object[], sectionChecks: object[]) => ({ title: 'Título', description: 'Descripción', keyTakeaways: [], resources: [], sectionChecks, questions });

function write(locale: string, name: string, body: object): void {
  mkdirSync(path.join(dir, 'i18n', locale, 'modules'), { recursive: true });
  writeFileSync(path.join(dir, 'i18n', locale, 'modules', `${name}.json`), JSON.stringify(body));
  writeFileSync(path.join(dir, 'i18n', locale, 'modules', `${name}.html`), '<h2>Uno</h2><p>Texto</p>');
}
mkdirSync(path.join(dir, 'modules'), { recursive: true });
mkdirSync(path.join(dir, 'figures'), { recursive: true });
writeFileSync(path.join(dir, 'modules', '01-one.json'), JSON.stringify({ id: 1 }));
write('es', '01-one', lesson([{ question: 'Pregunta', options: ['a', 'b'], explanation: 'Porque.' }], [check]));
write('pt-BR', '01-one', lesson([{ question: 'Pergunta', options: ['a', 'b'], explanation: 'Porque.', misconceptions: [spanish, null], explanationAlt: 'Outra forma.' }], [check]));

const translations = createLessonTranslations(dir);
const question = { moduleId: 1, position: 1, question: 'Question', options: ['a', 'b'], explanation: 'Because.', misconceptions: [english, null], explanationAlt: 'Another way.' };

describe('misconceptions of a translated question', () => {
  it('are the English ones, flagged, while the translation lacks them', () => {
    expect(translations.question(question, 'es')).toMatchObject({
      question: 'Pregunta',
      misconceptions: [english, null],
      misconceptionsInEnglish: true,
      explanationAlt: 'Another way.',
      explanationAltInEnglish: true,
    });
  });

  it("are the translation's when they line up", () => {
    const translated = translations.question(question, 'pt-BR');
    expect(translated).toMatchObject({ misconceptions: [spanish, null], explanationAlt: 'Outra forma.' });
    expect(translated.misconceptionsInEnglish).toBeUndefined();
    expect(translated.explanationAltInEnglish).toBeUndefined();
    // Nulls in other places than the English ones do not line up: English, flagged.
    expect(translations.question({ ...question, misconceptions: [null, english] }, 'pt-BR')).toMatchObject({ misconceptions: [null, english], misconceptionsInEnglish: true });
  });

  it('flag each English misconception of a translated section check', () => {
    const module = {
      id: 1,
      title: 'One',
      description: 'One',
      content: '<h2>One</h2>',
      resources: [],
      keyTakeaways: [],
      sectionChecks: [{ section: 'One', question: 'Q', options: ['a', 'b'], explanation: 'E', correctAnswer: 1, misconceptions: [english, null], explanationAlt: 'Another way.' }],
    };
    expect(translations.module(module, 'es').sectionChecks[0]).toMatchObject({
      question: 'Pregunta',
      misconceptions: [{ ...english, inEnglish: true }, null],
      explanationAlt: 'Another way.',
      explanationAltInEnglish: true,
    });
  });
});
