import { z } from 'zod';
import { THEMES } from '../constants/theme';

/** PUT /api/users/me/theme (docs/decisions/057-dark-theme.md). */
export const themeInputSchema = z.strictObject({ theme: z.enum(THEMES) });
export type ThemeInput = z.infer<typeof themeInputSchema>;

export const themeAnswerSchema = z.object({ theme: z.enum(THEMES) });
export type ThemeAnswer = z.infer<typeof themeAnswerSchema>;
