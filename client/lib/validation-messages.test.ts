import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { registerFormSchema } from '@shared/contracts/auth';
import { messages as accountEs } from '@/i18n/catalogs/account/es';
import { translateValidation } from './validation-messages';

const spanish = setupI18n({ locale: 'es', messages: { es: accountEs } });
const english = setupI18n({ locale: 'en', messages: { en: {} } });

const badSignUp = { username: 'a', displayName: 'b', email: 'nope', password: '1', confirmPassword: '2', timeZone: 'UTC', birthYear: 2001, birthMonth: 3 };

describe('translateValidation', () => {
  it("answers every issue of a bad sign-up form in the reader's language, numbers kept", () => {
    const issues = registerFormSchema.safeParse(badSignUp).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(3);
    for (const issue of issues) expect(translateValidation(spanish, issue.message)).not.toBe(issue.message);
    expect(translateValidation(spanish, 'Password must be at least 6 characters')).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('keeps the exact English, and leaves a message it does not know as it is', () => {
    expect(translateValidation(english, "Passwords don't match")).toBe("Passwords don't match");
    expect(translateValidation(english, 'Username must be at most 32 characters')).toBe('Username must be at most 32 characters');
    expect(translateValidation(spanish, 'Something technical')).toBe('Something technical');
    expect(translateValidation(spanish, undefined)).toBeUndefined();
  });
});
