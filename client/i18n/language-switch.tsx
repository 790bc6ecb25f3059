import { QueryClientContext } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useContext, useId, useState } from 'react';
import { LANGUAGE_NAMES, OFFERED_LOCALES, parseLocale, type Locale } from '@shared/i18n/locales';
import { apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { activateLocale } from './i18n';
import { useI18n } from './provider';

/**
 * The language switch of the header and of Profile (docs/decisions/056-translations.md): the server stores
 * the choice (in a cookie, and on the account when signed in) so the next page renders in it, then the new
 * language's catalogue loads and the page changes in place. The URL stays the same. What the API answered in
 * the old language (coin cards, lessons, journeys, terms) is fetched again, now in the new one.
 */
export function LanguageSwitch({ variant }: { variant: 'header' | 'profile' }) {
  const { i18n, locale } = useI18n();
  // The prerendered landing page has no query cache (and nothing fetched to redo).
  const queryClient = useContext(QueryClientContext);
  const id = useId();
  const [isSaving, setIsSaving] = useState(false);
  const label = i18n._({ id: 'language.label', message: 'Language' });

  const choose = async (value: string) => {
    const next = parseLocale(value) as Locale | undefined;
    if (!next || next === locale) return;
    setIsSaving(true);
    try {
      // No response schema here: the header is on the first route, whose bundle carries no zod (decision 048).
      await apiRequest('PUT', '/api/language', { language: next }).catch(() => undefined);
      await activateLocale(next);
      await queryClient?.invalidateQueries();
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <span className={cn('relative flex items-center', variant === 'header' ? 'rounded-full p-2.5 hover:bg-muted' : 'gap-2')}>
      <label htmlFor={id} className={variant === 'header' ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      {variant === 'header' ? <Languages className="pointer-events-none size-5" aria-hidden="true" /> : null}
      <select
        id={id}
        data-testid={`language-switch-${variant}`}
        value={locale}
        disabled={isSaving}
        onChange={(event) => void choose(event.target.value)}
        className={variant === 'header' ? 'absolute inset-0 cursor-pointer appearance-none opacity-0' : 'min-h-11 rounded-xl border border-border bg-card px-3 text-sm'}
      >
        {OFFERED_LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
