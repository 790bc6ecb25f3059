import { z } from 'zod';
import { LOCALES } from '../i18n/locales';

/** PUT /api/language (docs/decisions/056-translations.md): the person's language, for a guest or an account. */
export const setLanguageInputSchema = z.object({ language: z.enum(LOCALES) }).strict();
export type SetLanguageInput = z.infer<typeof setLanguageInputSchema>;
export const languageSchema = z.object({ language: z.enum(LOCALES) });
