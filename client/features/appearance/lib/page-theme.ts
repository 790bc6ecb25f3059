/**
 * The theme on the page (docs/decisions/057-dark-theme.md): <html data-theme> selects the palette in
 * client/styles.css, `<meta name="theme-color">` colours the browser bar, and the cookie makes this browser's
 * next page arrive from the server already in it. The server writes all three on the first paint; this
 * changes them in place when the reader chooses.
 */
import { THEME_COLORS, THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, themeOrDefault, type Theme } from '@shared/constants/theme';

/** The theme the page is painted in (Light before the server said otherwise). */
export function pageTheme(): Theme {
  return themeOrDefault(document.documentElement.dataset.theme);
}

function writeThemeColor(theme: Theme): void {
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  const schemes = theme === 'system' ? (['light', 'dark'] as const) : [theme];
  for (const scheme of schemes) {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = THEME_COLORS[scheme];
    if (theme === 'system') meta.setAttribute('media', `(prefers-color-scheme: ${scheme})`);
    document.head.append(meta);
  }
}

export function writeThemeCookie(theme: Theme): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** Paints the page in `theme` and remembers it in this browser. */
export function applyPageTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeThemeColor(theme);
  writeThemeCookie(theme);
}
