/**
 * The page's `<html lang dir>` in the reader's language (docs/decisions/056-translations.md), on the rendered
 * and the client-only page alike; its other attributes (data-starting, data-theme) are kept.
 */
import { directionOf, htmlLangOf, type AnyLocale } from '../../shared/i18n/locales';

/** The page's `<html>` tag, whose other attributes (data-starting, data-theme) are kept. */
const HTML_TAG = /<html\b([^>]*)>/i;

/** `html` with the page's `<html lang dir>` for this language. */
export function withPageLanguage(html: string, locale: AnyLocale): string {
  return html.replace(HTML_TAG, (_tag, attributes: string) => `<html lang="${htmlLangOf(locale)}" dir="${directionOf(locale)}"${attributes.replace(/\s(lang|dir)="[^"]*"/g, '')}>`);
}
