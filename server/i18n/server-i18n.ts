/**
 * The server's translation layer (docs/decisions/056-translations.md): the same Lingui runtime as the client,
 * over the server's own compiled catalogues (server/i18n/catalogs, `npm run i18n`), for what the server says
 * to a person outside a page: e-mails, push texts, API error messages. One instance per language, made once.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, parseLocale, type AnyLocale } from '../../shared/i18n/locales';
import { messages as ar } from './catalogs/ar';
import { messages as en } from './catalogs/en';
import { messages as es } from './catalogs/es';
import { messages as pseudo } from './catalogs/pseudo';
import { messages as ptBR } from './catalogs/pt-BR';
import { messages as tr } from './catalogs/tr';

const CATALOGS: Record<AnyLocale, Messages> = { en, es, 'pt-BR': ptBR, tr, ar, pseudo };
const instances = new Map<AnyLocale, I18n>();

/** The layer in `locale` (an account's language, a request's), English for anything else. */
export function serverI18n(locale: string | null | undefined): I18n {
  const active = parseLocale(locale, process.env.NODE_ENV !== 'production') ?? DEFAULT_LOCALE;
  let instance = instances.get(active);
  if (!instance) {
    instance = setupI18n({ locale: active, messages: { [active]: CATALOGS[active] } });
    instances.set(active, instance);
  }
  return instance;
}
