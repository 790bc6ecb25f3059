/**
 * Paints the page's <html> in the reader's theme before any script runs (docs/decisions/057-dark-theme.md):
 * `data-theme` selects the palette in client/styles.css (System resolves there, by a media query, so the
 * first paint is right and follows the device live), and `<meta name="theme-color">` colours the browser bar
 * (for System, one per scheme, chosen by the browser with `media`).
 */
import { THEME_COLORS, type Theme } from '../../shared/constants/theme';

const HTML_TAG = /<html\b([^>]*)>/i;
const THEME_COLOR_META = /<meta\s+name="theme-color"[^>]*>/i;

function themeColorMeta(theme: Theme): string {
  if (theme === 'system') {
    return `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}" /><meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}" />`;
  }
  return `<meta name="theme-color" content="${THEME_COLORS[theme]}" />`;
}

/** `html` (the page's index.html, rendered or not) with <html data-theme> and the theme colour set. */
export function withPageTheme(html: string, theme: Theme): string {
  return html.replace(HTML_TAG, (_tag, attributes: string) => `<html${attributes.replace(/\sdata-theme="[^"]*"/, '')} data-theme="${theme}">`).replace(THEME_COLOR_META, () => themeColorMeta(theme));
}
