/**
 * The colour theme (docs/decisions/057-dark-theme.md): Light (the spec's start-up theme, the default), Dark,
 * or System (follows the device's `prefers-color-scheme`). The choice is stored on the account and in a
 * cookie, so the server render paints the right theme on the first frame; <html data-theme> carries it.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_THEME: Theme = 'light';

/** Readable by the page's script (it writes it for guests too); holds nothing but the choice. */
export const THEME_COOKIE = 'cm_theme';
/** A year: the choice outlives sessions. */
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The browser bar colour (<meta name="theme-color">) for the painted scheme: the page's background. */
export const THEME_COLORS = { light: '#CC3B2B', dark: '#14161c' } as const;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** A cookie's value as a theme; anything else (absent, edited by hand) is the default. */
export function themeOrDefault(value: unknown): Theme {
  return isTheme(value) ? value : DEFAULT_THEME;
}
