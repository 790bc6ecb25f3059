/**
 * The browser's translation layer (docs/decisions/056-translations.md): one Lingui instance, activated in
 * the page's language (the server writes it on <html lang>) before the app hydrates, switched at run time
 * by loading the new language's compiled catalogue. Components read it through `useI18n` (./provider).
 */
import { setupI18n, type I18n } from '@lingui/core';
import { directionOf, htmlLangOf, parseLocale, DEFAULT_LOCALE, type AnyLocale } from '@shared/i18n/locales';
import { CATALOG_LOADERS } from './catalog-loaders';

/**
 * The browser's instance (the server render makes one per request). English with no catalogue until the
 * page's language is activated (client/main.tsx does so before the first render); outside production the
 * source messages compile on the fly, so a component test needs no catalogue.
 */
export const i18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/**
 * The language the page was rendered in (`<html lang>`), or English. The server decides: it writes the
 * pseudo-locale only outside production, so the page's word is taken as it is (else a production build would
 * render the pseudo-locale on the server and English after hydration).
 */
export function documentLocale(): AnyLocale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return parseLocale(document.documentElement.lang, true) ?? DEFAULT_LOCALE;
}

/** Loads `locale`'s catalogue (once) and makes it the active language; the document follows. */
export async function activateLocale(locale: AnyLocale, instance: I18n = i18n): Promise<void> {
  const { messages } = await CATALOG_LOADERS[locale]();
  instance.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined' && instance === i18n) {
    document.documentElement.lang = htmlLangOf(locale);
    document.documentElement.dir = directionOf(locale);
  }
}
