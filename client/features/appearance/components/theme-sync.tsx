import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { applyPageTheme, pageTheme } from '../lib/page-theme';

/**
 * The signed-in account's theme wins (docs/decisions/057-dark-theme.md): after signing in on another device,
 * or when the account changed elsewhere, the page repaints in it and this browser's cookie follows.
 */
export function ThemeSync() {
  const { user } = useCurrentUser();
  const theme = user?.theme;
  useEffect(() => {
    if (theme && theme !== pageTheme()) applyPageTheme(theme);
  }, [theme]);
  return null;
}
