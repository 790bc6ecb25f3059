import { directionOf } from '@shared/i18n/locales';
/**
 * A technical string (an e-mail address, a time zone, a passkey's name, a code) set inside a translated
 * sentence, isolated left-to-right (docs/decisions/056-translations.md, right to left): in Arabic,
 * "name@example.com" or "Europe/Berlin" would otherwise be reordered by the sentence around it. The marks
 * (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069 POP DIRECTIONAL ISOLATE) are invisible.
 */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/**
 * `text` isolated left to right where the page reads right to left, unchanged elsewhere: for running text that
 * people search and copy in left-to-right languages (a practice drill's domains and addresses).
 */
export const ltrIn = (locale: string, text: string): string => (directionOf(locale) === 'rtl' ? ltr(text) : text);
