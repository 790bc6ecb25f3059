import type { I18n } from '@lingui/core';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n as browserI18n } from './i18n';

const I18nContext = createContext<I18n>(browserI18n);

/** Gives the tree its Lingui instance (the browser's, or the server render's for this request). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/**
 * The active translation layer; the component renders again when the language changes. Messages are written
 * `i18n._({ id, message })` so `lingui extract` finds them (docs/decisions/056-translations.md).
 */
export function useI18n(): { i18n: I18n; locale: string } {
  const i18n = useContext(I18nContext);
  const locale = useSyncExternalStore(
    (onChange) => i18n.on('change', onChange),
    () => i18n.locale,
    () => i18n.locale,
  );
  return { i18n, locale };
}
