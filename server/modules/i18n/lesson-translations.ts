/**
 * Translated lessons (docs/decisions/056-translations.md, "Update: lessons and terms in the reader's language"):
 * `content/i18n/<locale>/modules/<file>.html` and `.json` mirror `content/modules/<file>` (the first journey,
 * "Crypto Foundations"). A lesson is answered in the reader's language when its translation is complete, in
 * English otherwise with `inEnglish: true` so the client can say so. Section checks and quiz questions keep the
 * English answer indices and option order (the translation is by position), so grading is unchanged.
 * Files are read once per language, on first use; a file that does not parse is no translation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTENT_DIR } from '../../content/load-content';
import { loadFigures, withFigureUrls } from '../../content/figures';
import { sanitizeModuleHtml } from '../../lib/html-sanitizer';

const text = z.string().trim().min(1).max(20000);
/** Optional until the translators write them; English is served, marked, where a translation lacks them. */
const teaching = {
  misconceptions: z.array(z.object({ belief: text, correction: text }).nullable()).optional(),
  explanationAlt: text.optional(),
};
const lessonSchema = z.object({
  title: text,
  description: text,
  keyTakeaways: z.array(text),
  resources: z.array(z.object({ title: text })),
  sectionChecks: z.array(z.object({ section: text, question: text, options: z.array(text), explanation: text, ...teaching })),
  questions: z.array(z.object({ question: text, options: z.array(text), explanation: text, ...teaching })),
});
type Lesson = z.infer<typeof lessonSchema> & { html: string };

interface MisconceptionFields {
  belief: string;
  correction: string;
}
interface TeachingFields {
  options: string[];
  misconceptions?: Array<MisconceptionFields | null> | null;
  explanationAlt?: string | null;
}

/**
 * The misconceptions and second explanation of a translated question or check
 * (docs/decisions/063-wrong-answers-that-teach.md): the translation's where it has them, lined up with the
 * English ones (same options, nulls at the same places); otherwise the English text, flagged as English.
 */
function teachingIn(english: TeachingFields, translated: Omit<TeachingFields, 'options'>) {
  const fits =
    translated.misconceptions?.length === english.options.length &&
    english.misconceptions?.length === english.options.length &&
    translated.misconceptions.every((entry, index) => (entry === null) === (english.misconceptions![index] === null));
  const misconceptions = fits ? translated.misconceptions! : english.misconceptions;
  const explanationAlt = translated.explanationAlt ?? english.explanationAlt;
  return {
    ...(misconceptions ? { misconceptions } : {}),
    ...(explanationAlt ? { explanationAlt } : {}),
    ...(!fits && english.misconceptions ? { misconceptionsInEnglish: true } : {}),
    ...(!translated.explanationAlt && english.explanationAlt ? { explanationAltInEnglish: true } : {}),
  };
}

/** Flags served in English inside a translated question (the client renders them `lang="en"`). */
export interface TeachingLanguage {
  misconceptionsInEnglish?: boolean;
  explanationAltInEnglish?: boolean;
}

interface ModuleFields {
  id: number;
  title: string;
  description: string;
}
interface FullModuleFields extends ModuleFields {
  content: string;
  resources: Array<{ title: string }>;
  keyTakeaways: string[];
  sectionChecks: Array<{ section: string; question: string; options: string[]; explanation: string; misconceptions?: Array<MisconceptionFields | null>; explanationAlt?: string }>;
}
/** A quiz question as stored: `position` is its 1-based place in the module's pool. */
interface QuestionFields {
  moduleId: number;
  position: number;
  question: string;
  options: string[];
  explanation: string;
  misconceptions?: Array<MisconceptionFields | null> | null;
  explanationAlt?: string | null;
}

export interface LessonTranslations {
  /** A summary's title and description in `locale` where the lesson is translated. */
  summary<T extends ModuleFields>(item: T, locale: string): T;
  /** The whole lesson in `locale`, or the English one flagged `inEnglish` for a reader of another language. */
  module<T extends FullModuleFields>(item: T, locale: string): T & { inEnglish?: boolean };
  /** Quiz questions in `locale` (same option order, so answer indices hold). */
  question<T extends QuestionFields>(item: T, locale: string): T & TeachingLanguage;
}

export function createLessonTranslations(contentDir = CONTENT_DIR, onInvalid: (file: string) => void = () => undefined): LessonTranslations {
  const byLocale = new Map<string, Map<number, Lesson>>();
  let figures: ReturnType<typeof loadFigures> | undefined;
  const has = (locale: string) => locale !== 'en' && /^[a-zA-Z-]{2,10}$/.test(locale) && existsSync(path.join(contentDir, 'i18n', locale, 'modules'));

  const load = (locale: string): Map<number, Lesson> => {
    let lessons = byLocale.get(locale);
    if (lessons) return lessons;
    lessons = new Map();
    const dir = path.join(contentDir, 'i18n', locale, 'modules');
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      const file = path.join(dir, name);
      try {
        const english = JSON.parse(readFileSync(path.join(contentDir, 'modules', name), 'utf8')) as { id: number };
        const parsed = lessonSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
        figures ??= loadFigures(path.join(contentDir, 'figures'));
        const html = withFigureUrls(sanitizeModuleHtml(readFileSync(file.replace(/\.json$/, '.html'), 'utf8').trim()), figures, path.relative(contentDir, file));
        lessons.set(english.id, { ...parsed, html });
      } catch {
        onInvalid(file);
      }
    }
    byLocale.set(locale, lessons);
    return lessons;
  };
  const find = (moduleId: number, locale: string) => (has(locale) ? load(locale).get(moduleId) : undefined);

  return {
    summary(item, locale) {
      const lesson = find(item.id, locale);
      return lesson ? { ...item, title: lesson.title, description: lesson.description } : item;
    },
    module(item, locale) {
      const lesson = find(item.id, locale);
      // Only a translation that lines up item by item replaces the English lesson.
      const fits =
        lesson !== undefined &&
        lesson.keyTakeaways.length === item.keyTakeaways.length &&
        lesson.resources.length === item.resources.length &&
        lesson.sectionChecks.length === item.sectionChecks.length &&
        lesson.sectionChecks.every((check, index) => check.options.length === item.sectionChecks[index]!.options.length);
      if (!lesson || !fits) return locale === 'en' ? item : { ...item, inEnglish: true };
      return {
        ...item,
        title: lesson.title,
        description: lesson.description,
        content: lesson.html,
        keyTakeaways: lesson.keyTakeaways,
        resources: item.resources.map((resource, index) => ({ ...resource, title: lesson.resources[index]!.title })),
        sectionChecks: item.sectionChecks.map((check, index) => {
          const { misconceptions: _misconceptions, explanationAlt: _explanationAlt, ...translated } = lesson.sectionChecks[index]!;
          const { misconceptionsInEnglish, ...teaching } = teachingIn(check, lesson.sectionChecks[index]!);
          const misconceptions = misconceptionsInEnglish ? teaching.misconceptions?.map((entry) => (entry ? { ...entry, inEnglish: true } : null)) : teaching.misconceptions;
          return { ...check, ...translated, ...teaching, ...(misconceptions ? { misconceptions } : {}) };
        }),
      };
    },
    question(item, locale) {
      const translated = find(item.moduleId, locale)?.questions[item.position - 1];
      if (!translated || translated.options.length !== item.options.length) return item;
      return { ...item, question: translated.question, options: translated.options, explanation: translated.explanation, ...teachingIn(item, translated) };
    },
  };
}
