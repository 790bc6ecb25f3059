import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { applyPageTheme, pageTheme, writeThemeCookie } from '../lib/page-theme';

/**
 * The signed-in account's theme wins (docs/decisions/057-dark-theme.md): after signing in on another device,
 * or when the account changed elsewhere, the page repaints in it and this browser's cookie follows.
 */
export function ThemeSync() {
  const { user } = useCurrentUser();
  const theme = user?.theme;
  useEffect(() => {
    if (!theme) return;
    // The server painted the account's theme already; the cookie still follows it (for after signing out).
    if (theme === pageTheme()) writeThemeCookie(theme);
    else applyPageTheme(theme);
  }, [theme]);
  return null;
}
