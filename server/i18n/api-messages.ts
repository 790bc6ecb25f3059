/**
 * API error messages a person reads (docs/design.md section 3, docs/decisions/056-translations.md): the
 * services throw them in English, exactly as the spec words them, and the one error handler answers them in
 * the request's language. A message is found by its English text; one with a number in it by its pattern
 * (`{seconds}` matches the number the service wrote in). `code` and status never change; a message not in
 * this table stays English (technical ones: "Origin not allowed.", "Metrics need a bearer token.").
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

const MESSAGES: MessageDescriptor[] = [
  /*i18n*/ { id: 'api.error.unauthenticated', message: 'You need to log in first.' },
  /*i18n*/ { id: 'api.error.forbidden', message: 'You are not allowed to do that.' },
  /*i18n*/ { id: 'api.error.invalidCredentials', message: 'Invalid username or password.' },
  /*i18n*/ { id: 'api.error.tooManyLogins', message: 'Too many login attempts. Please wait and try again.' },
  /*i18n*/ { id: 'api.error.tooManyPasswordAttempts', message: 'Too many password attempts. Please wait and try again.' },
  /*i18n*/ { id: 'api.error.tooManyResets', message: 'Too many reset requests. Please wait a while and try again.' },
  /*i18n*/ { id: 'api.error.tooManyRequestsIn', message: 'Too many requests. Please try again in {seconds} s.' },
  /*i18n*/ { id: 'api.error.tooManyRequests', message: 'Too many requests. Please wait a moment and try again.' },
  /*i18n*/ { id: 'api.error.bodyTooLarge', message: 'The request body is too large.' },
  /*i18n*/ { id: 'api.error.internal', message: 'Something went wrong on our side. Please try again.' },
  /*i18n*/ { id: 'api.error.busy', message: 'The server is busy. Please try again in a moment.' },
  /*i18n*/ { id: 'api.error.linkInvalid', message: 'This link has expired or was already used. Ask for a new one.' },
  /*i18n*/ { id: 'api.error.passkeySignInFailed', message: 'Signing in with this passkey did not work. Try again, or use your password.' },
  /*i18n*/ { id: 'api.error.currentPasswordWrong', message: 'Your current password is not correct.' },
  /*i18n*/ { id: 'api.error.passwordWrong', message: 'Your password is not correct.' },
  /*i18n*/ { id: 'api.error.samePassword', message: 'The new password must be different from the current one.' },
  /*i18n*/ { id: 'api.error.usernameTaken', message: 'This username is already taken.' },
  /*i18n*/ {
    id: 'api.error.usernameHeld',
    message: 'This username belonged to an account that was closed recently and is not available yet. Please choose another.',
  },
  /*i18n*/ {
    id: 'api.error.nameReserved',
    message: 'Names may not look like Coinmates staff: "Coinmates", "support", "admin", "moderator", "official" or a moderator\'s name, in any spelling. Please choose another name.',
  },
  /*i18n*/ {
    id: 'api.error.seedPhraseBlocked',
    message:
      'This message looks like a wallet seed phrase, so it was not sent. Anyone who has those words can take everything in the wallet, and no real friend, exchange or support agent will ever ask for them.',
  },
  /*i18n*/ {
    id: 'api.error.seedPhraseInProfile',
    message: 'This looks like a wallet seed phrase, so it was not saved: your partners would see it. Anyone who has those words can take everything in the wallet.',
  },
  /*i18n*/ { id: 'api.error.sendingTooFast', message: 'You are sending messages too fast. Please wait a moment.' },
  /*i18n*/ { id: 'api.error.changingTooFast', message: 'You are changing messages too fast. Please wait a moment.' },
  /*i18n*/ { id: 'api.error.teachBackTooFast', message: 'You are sending teach-back cards too fast. Please wait a moment.' },
  /*i18n*/ { id: 'api.error.searchingTooFast', message: 'You are searching too fast. Please wait a moment.' },
  /*i18n*/ { id: 'api.error.drillChallengesTooFast', message: 'You are sending drill challenges too fast. Please wait a moment.' },
  /*i18n*/ {
    id: 'api.error.sharedJourneysLimit',
    message: 'You have started {count} shared journeys with this mate in the last hour. Try again in {minutes} minutes.',
  },
  /*i18n*/ {
    id: 'api.error.sharedJourneysLimitOneMinute',
    message: 'You have started {count} shared journeys with this mate in the last hour. Try again in {minutes} minute.',
  },
  /*i18n*/ {
    id: 'api.error.reportsLimit',
    message: 'You have sent {count} reports in the last hour. Please wait {minutes} minutes before sending another; you can still block someone right away.',
  },
  /*i18n*/ {
    id: 'api.error.reportsLimitOneMinute',
    message: 'You have sent {count} reports in the last hour. Please wait {minutes} minute before sending another; you can still block someone right away.',
  },
  /*i18n*/ { id: 'api.error.marketRateLimited', message: 'Market data is rate limited. Please try again later.' },
  /*i18n*/ { id: 'api.error.tooManyForcedRefreshes', message: 'Too many forced refreshes. Please try again later.' },
  /*i18n*/ { id: 'api.error.tooManyConnections', message: 'Too many open connections.' },
  /*i18n*/ { id: 'api.error.editWindow', message: 'Messages can only be edited within {minutes} minutes of sending.' },
  /*i18n*/ { id: 'api.error.editOwnOnly', message: 'You can only edit your own messages.' },
  /*i18n*/ { id: 'api.error.deleteOwnOnly', message: 'You can only delete your own messages.' },
  /*i18n*/ { id: 'api.error.messageNotSaved', message: 'The message could not be saved. Please try again.' },
  /*i18n*/ { id: 'api.error.messageNotEdited', message: 'The message could not be edited. Please try again.' },
  /*i18n*/ { id: 'api.error.messageEmpty', message: 'Message cannot be empty' },
  /*i18n*/ { id: 'api.error.quizPassMark', message: 'Pass the quiz with at least {percent}% to complete this module.' },
  /*i18n*/ { id: 'api.error.answerEveryQuestion', message: 'Answer every question before submitting.' },
  /*i18n*/ { id: 'api.error.attemptSubmitted', message: 'This attempt was already submitted. Start a new attempt to try again.' },
  /*i18n*/ { id: 'api.error.attemptNotFound', message: 'Quiz attempt not found. Start the quiz again.' },
  /*i18n*/ { id: 'api.error.quizChanged', message: 'This quiz changed since the attempt started. Start the quiz again.' },
  /*i18n*/ { id: 'api.error.teachBackOnlyCompleted', message: 'You can only teach back from a module you have completed.' },
  /*i18n*/ { id: 'api.error.teachBackOwnCard', message: 'Only your partner can answer your teach-back card.' },
  /*i18n*/ { id: 'api.error.teachBackAnswered', message: 'This teach-back card was already answered. Each card can be answered once.' },
  /*i18n*/ { id: 'api.error.moduleNotFound', message: 'Module not found' },
  /*i18n*/ { id: 'api.error.coinNotFound', message: 'Cryptocurrency not found' },
  /*i18n*/ { id: 'api.error.matchNotFound', message: 'Match not found' },
  /*i18n*/ { id: 'api.error.userNotFound', message: 'User not found' },
  /*i18n*/ { id: 'api.error.notFound', message: 'Not found' },
  /*i18n*/ { id: 'api.error.signInForDeck', message: 'Sign in to add terms to your deck.' },
  /*i18n*/ { id: 'api.error.profileNeedsSwipes', message: 'Swipe at least 5 cryptocurrencies to generate your personality profile.' },
  /*i18n*/ { id: 'api.error.reportSelf', message: 'You cannot report yourself.' },
  /*i18n*/ { id: 'api.error.marketUnavailable', message: 'Market data is temporarily unavailable. Please try again later.' },
  /*i18n*/ { id: 'api.error.ageUnconfirmed', message: 'Tell us your birth month to open matching and chat.' },
  /*i18n*/ { id: 'api.error.partnerAgeUnconfirmed', message: 'This chat is paused until your match confirms their birth month.' },
  /*i18n*/ { id: 'api.error.underMinimumAge', message: 'You must be at least 13 to use Coinmates' },
  /*i18n*/ { id: 'api.error.futureMonth', message: 'That month has not happened yet' },
  /*i18n*/ { id: 'api.error.passwordTooShort', message: 'Password must be at least 6 characters' },
  /*i18n*/ { id: 'api.error.usernameTooShort', message: 'Username must be at least 3 characters' },
  /*i18n*/ { id: 'api.error.usernameCharacters', message: 'Username may contain only letters, numbers, dots, dashes and underscores' },
  /*i18n*/ { id: 'api.error.invalidEmail', message: 'Please enter a valid e-mail address, like name@example.com' },
  /*i18n*/ {
    id: 'api.account.forgotAnswer',
    message: 'If an account with a verified e-mail matches what you entered, we have sent it a link to set a new password. It works for one hour. Check your inbox and spam folder.',
  },
  /*i18n*/ { id: 'api.account.emailConfirmed', message: 'Your e-mail is confirmed. If you ever forget your password, you can reset it from the sign-in screen.' },
  /*i18n*/ { id: 'api.account.passwordReset', message: 'Your new password is set, and every device was signed out. Sign in with your new password.' },
  /*i18n*/ { id: 'api.error.tooManyAccountMails', message: 'We have sent several e-mails in the last hour. Please wait a little before asking for another.' },
  /*i18n*/ { id: 'api.error.linkIncomplete', message: 'This link is not complete. Open it again from the e-mail, or ask for a new one.' },
  /*i18n*/ { id: 'api.error.banned', message: 'This account has been banned for breaking the community rules.' },
  /*i18n*/ { id: 'api.error.totpNotOn', message: 'Two-step sign-in is not on.' },
  /*i18n*/ { id: 'api.error.totpStartFirst', message: 'Start the set-up first.' },
  /*i18n*/ { id: 'api.error.totpSignInExpired', message: 'This sign-in has expired. Enter your username and password again.' },
  /*i18n*/ { id: 'api.error.totpWrongCode', message: 'That code is not correct. Enter the current 6-digit code from your authenticator app, or a recovery code.' },
  /*i18n*/ { id: 'api.error.totpTooManyWrong', message: 'Too many wrong codes. Please wait a few minutes and try again.' },
  /*i18n*/ { id: 'api.error.passkeySessionToAdd', message: 'Sign in with one of your passkeys first to add another.' },
  /*i18n*/ { id: 'api.error.passkeyPasswordToAdd', message: 'Enter your password to add a passkey.' },
  /*i18n*/ { id: 'api.error.passkeyNotAdded', message: 'This passkey could not be added. Please try again.' },
  /*i18n*/ { id: 'api.error.passkeyRequestExpired', message: 'This passkey request has expired or was already used. Please start again.' },
  /*i18n*/ { id: 'api.error.passkeyAlreadyRegistered', message: 'This passkey is already registered.' },
  /*i18n*/ { id: 'api.error.passkeysFull', message: 'You already have {count} passkeys. Remove one to add another.' },
  /*i18n*/ { id: 'api.error.pushUnavailable', message: 'Push notifications are not set up on this server.' },
  /*i18n*/ { id: 'api.error.passwordToConfirm', message: 'Enter your password to confirm' },
  /*i18n*/ { id: 'api.error.currentPasswordMissing', message: 'Enter your current password' },
];

/** The English texts of the table (tests compare them with the constants the services throw). */
export const API_MESSAGE_TEXTS: readonly string[] = MESSAGES.map((descriptor) => descriptor.message!);

interface Entry {
  descriptor: MessageDescriptor;
  /** Present for a message with placeholders: matches the English text and names the values. */
  pattern?: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exact = new Map<string, Entry>();
const patterned: Entry[] = [];
for (const descriptor of MESSAGES) {
  const english = descriptor.message!;
  if (!/\{\w+\}/.test(english)) {
    exact.set(english, { descriptor });
    continue;
  }
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>[0-9][0-9.,]*)` : escapeRegExp(part)))
    .join('');
  patterned.push({ descriptor, pattern: new RegExp(`^${source}$`) });
}

/** `english` in the language of `i18n` when the table knows it; unchanged otherwise (and always for English). */
export function translateApiMessage(english: string, i18n: I18n): string {
  if (i18n.locale === 'en') return english;
  const found = exact.get(english);
  if (found) return i18n._(found.descriptor);
  for (const entry of patterned) {
    const match = entry.pattern!.exec(english);
    if (match) return i18n._({ ...entry.descriptor, values: { ...match.groups } });
  }
  return english;
}
