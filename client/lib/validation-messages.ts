/**
 * The account forms' validation messages in the reader's language (docs/decisions/056-translations.md). The
 * shared zod contracts (shared/contracts/auth.ts, account.ts, email.ts, passkeys.ts, totp.ts, text.ts) word
 * them in English, the same on both sides; a form shows the issue's English text through this table, found by
 * that text, or by its pattern for one with a number in it (`{min}`, `{max}`). A text not listed stays as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

const MESSAGES: MessageDescriptor[] = [
  /*i18n*/ { id: 'auth.validation.usernameMin', message: 'Username must be at least {min} characters' },
  /*i18n*/ { id: 'auth.validation.usernameMax', message: 'Username must be at most {max} characters' },
  /*i18n*/ { id: 'auth.validation.usernameCharacters', message: 'Username may contain only letters, numbers, dots, dashes and underscores' },
  /*i18n*/ { id: 'auth.validation.passwordMin', message: 'Password must be at least {min} characters' },
  /*i18n*/ { id: 'auth.validation.passwordMax', message: 'Password must be at most {max} characters' },
  /*i18n*/ { id: 'auth.validation.newPasswordMin', message: 'New password must be at least {min} characters' },
  /*i18n*/ { id: 'auth.validation.newPasswordMax', message: 'New password must be at most {max} characters' },
  /*i18n*/ { id: 'auth.validation.displayNameMin', message: 'Display name must be at least {min} characters' },
  /*i18n*/ { id: 'auth.validation.displayNameMax', message: 'Display name must be at most {max} characters' },
  /*i18n*/ { id: 'auth.validation.atMost', message: 'At most {max} characters' },
  /*i18n*/ { id: 'auth.validation.birthYear', message: 'Choose your birth year' },
  /*i18n*/ { id: 'auth.validation.birthMonth', message: 'Choose your birth month' },
  /*i18n*/ { id: 'auth.validation.futureMonth', message: 'That month has not happened yet' },
  /*i18n*/ { id: 'auth.validation.underMinimumAge', message: 'You must be at least 13 to use Coinmates' },
  /*i18n*/ { id: 'auth.validation.passwordsDiffer', message: "Passwords don't match" },
  /*i18n*/ { id: 'auth.validation.invalidEmail', message: 'Please enter a valid e-mail address, like name@example.com' },
  /*i18n*/ { id: 'auth.validation.identifier', message: 'Enter your username or e-mail address' },
  /*i18n*/ { id: 'auth.validation.passwordToConfirm', message: 'Enter your password to confirm' },
  /*i18n*/ { id: 'auth.validation.password', message: 'Enter your password' },
  /*i18n*/ { id: 'auth.validation.currentPassword', message: 'Enter your current password' },
  /*i18n*/ { id: 'auth.validation.passkeyName', message: 'Give the passkey a name' },
  /*i18n*/ { id: 'auth.validation.totpCode', message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' },
  /*i18n*/ { id: 'auth.validation.linkIncomplete', message: 'This link is not complete. Open it again from the e-mail, or ask for a new one.' },
  /*i18n*/ { id: 'auth.validation.avatarTooLong', message: 'Avatar URL is too long' },
  /*i18n*/ { id: 'auth.validation.invalidUrl', message: 'Please enter a valid URL' },
  /*i18n*/ { id: 'auth.validation.controlCharacters', message: 'Text may not contain control characters or broken characters' },
  /*i18n*/ { id: 'auth.validation.invisibleCharacters', message: 'Names may not contain invisible or direction-changing characters' },
  /*i18n*/ { id: 'auth.validation.chooseFromList', message: 'Please choose from the list' },
  /*i18n*/ { id: 'auth.validation.chooseOnce', message: 'Each option can be chosen once' },
  /*i18n*/ { id: 'auth.validation.nothingToChange', message: 'Nothing to change' },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = new Map<string, MessageDescriptor>();
const patterned: { descriptor: MessageDescriptor; pattern: RegExp }[] = [];
for (const descriptor of MESSAGES) {
  const english = descriptor.message!;
  if (!/\{\w+\}/.test(english)) {
    exact.set(english, descriptor);
    continue;
  }
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[0-9]+)` : escapeRegExp(part)))
    .join('');
  patterned.push({ descriptor, pattern: new RegExp(`^${source}$`) });
}

/** A validation message (English, from a shared contract) in the language of `i18n`; unknown ones unchanged. */
export function translateValidation(i18n: I18n, english: string): string;
export function translateValidation(i18n: I18n, english: string | undefined): string | undefined;
export function translateValidation(i18n: I18n, english: string | undefined): string | undefined {
  if (english === undefined) return undefined;
  const found = exact.get(english);
  if (found) return i18n._(found);
  for (const { descriptor, pattern } of patterned) {
    const match = pattern.exec(english);
    if (match) return i18n._({ ...descriptor, values: { ...match.groups } });
  }
  return english;
}
