/**
 * The colour theme on the account (docs/decisions/057-dark-theme.md): Light, Dark or System, stored on the
 * user row so it follows the user to every device; a guest's lives in the cookie only.
 */
import { themeOrDefault, type Theme } from '../../../shared/constants/theme';
import type { Database } from '../../db/client';
import { saveUserTheme } from '../auth/users.service';

export async function saveTheme(db: Database, userId: number, theme: Theme): Promise<Theme> {
  await saveUserTheme(db, userId, theme);
  return theme;
}

/** The theme a page is painted in: the signed-in account's choice, else this browser's cookie, else Light. */
export function themeForPage(accountTheme: Theme | undefined, cookieValue: string | undefined): Theme {
  return accountTheme ?? themeOrDefault(cookieValue);
}
