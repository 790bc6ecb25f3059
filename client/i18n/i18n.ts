/**
 * The browser's translation layer (docs/decisions/056-translations.md): one Lingui instance, activated in
 * the page's language (the server writes it on <html lang>) before the app hydrates, switched at run time
 * by loading the new language's compiled catalogue. Components read it through `useI18n` (./provider).
 *
 * The catalogue is split by area (./areas): the shell's messages load with the app, each route's areas with
 * its code (`loadAreas`, called by the router's preload), so the first route carries only the shell's.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { directionOf, htmlLangOf, parseLocale, DEFAULT_LOCALE, type AnyLocale } from '@shared/i18n/locales';
import { AREAS, type Area } from './areas';
import { CATALOG_LOADERS } from './catalog-loaders';

/**
 * The browser's instance (the server render makes one per request). English with no catalogue until the
 * page's language is activated (client/app/start.tsx does so before the first render); outside production the
 * source messages compile on the fly, so a component test needs no catalogue.
 */
export const i18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });

/** The areas the browser has asked for so far: a language switch loads them all in the new language. */
const wantedAreas = new Set<Area>(['shell']);

/**
 * The language the page was rendered in (`<html lang>`), or English. The server decides: it writes the
 * pseudo-locale only outside production, so the page's word is taken as it is (else a production build would
 * render the pseudo-locale on the server and English after hydration).
 */
export function documentLocale(): AnyLocale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  return parseLocale(document.documentElement.lang, true) ?? DEFAULT_LOCALE;
}

/** `locale`'s messages of `areas`, merged (each area's module loads once). */
export async function catalogOf(locale: AnyLocale, areas: readonly Area[] = AREAS): Promise<Messages> {
  const parts = await Promise.all(areas.map((area) => CATALOG_LOADERS[locale][area]()));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads `locale`'s catalogue (the shell and every area asked for so far) and makes it the active language; the document follows. */
export async function activateLocale(locale: AnyLocale, instance: I18n = i18n): Promise<void> {
  const loaded: Area[] = [];
  const messages: Messages = {};
  // A route may ask for an area while this loads: its messages come along before the switch.
  for (let more = [...wantedAreas]; more.length > 0; more = [...wantedAreas].filter((area) => !loaded.includes(area))) {
    Object.assign(messages, await catalogOf(locale, more));
    loaded.push(...more);
  }
  instance.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined' && instance === i18n) {
    document.documentElement.lang = htmlLangOf(locale);
    document.documentElement.dir = directionOf(locale);
  }
}

/**
 * Loads the active language's messages of `areas` into the browser's instance (a route's, with its code).
 * On the server it does nothing: each render has its own instance with every area.
 */
export async function loadAreas(areas: readonly Area[]): Promise<void> {
  if (typeof document === 'undefined') return;
  const missing = areas.filter((area) => !wantedAreas.has(area));
  if (missing.length === 0) return;
  for (const area of missing) wantedAreas.add(area);
  const locale = parseLocale(i18n.locale, true) ?? DEFAULT_LOCALE;
  i18n.load(locale, await catalogOf(locale, missing));
}
