/**
 * What the account mails say. Short, warm and plain: who it is for, the one thing to do, how long the link
 * works, and what to do if it was not them. In the recipient's account language (`i18n` from
 * server/i18n/server-i18n.ts, docs/decisions/056-translations.md); English when the account has none.
 */
import type { I18n } from '@lingui/core';
import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../mail/mail.service';

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;

const mail = (i18n: I18n, kind: string, to: string, subject: string, content: MailContent): OutgoingMail => ({
  kind,
  to,
  subject,
  text: renderText(content, i18n),
  html: renderHtml(content, i18n),
});

/** A display name may be missing (a deleted account's notice): then "Hi there,". */
const greet = (i18n: I18n, displayName: string | undefined) =>
  displayName === undefined ? i18n._({ id: 'mail.greeting.noName', message: 'Hi there,' }) : i18n._({ id: 'mail.greeting', message: 'Hi {name},', values: { name: displayName } });

const reviewAccount = (i18n: I18n) => i18n._({ id: 'mail.action.reviewAccount', message: 'Review my account' });

export function verifyEmailMail(i18n: I18n, to: string, displayName: string | undefined, url: string): OutgoingMail {
  return mail(i18n, 'verify-email', to, i18n._({ id: 'mail.verify.subject', message: 'Confirm your e-mail for Coinmates' }), {
    greeting: greet(i18n, displayName),
    paragraphs: [
      i18n._({
        id: 'mail.verify.body',
        message: 'Please confirm that this is your e-mail address. Once it is confirmed, you can always get back into your account, even if you forget your password.',
      }),
    ],
    action: { label: i18n._({ id: 'mail.verify.action', message: 'Confirm my e-mail' }), url },
    after: [
      i18n._({ id: 'mail.verify.expiry', message: 'The link works once, for {hours} hours.', values: { hours: VERIFY_LINK_HOURS } }),
      i18n._({ id: 'mail.verify.notYou', message: "Didn't add this address to Coinmates? Then you can ignore this mail; nothing changes until the link is opened." }),
    ],
  });
}

export function passwordResetMail(i18n: I18n, to: string, displayName: string | undefined, url: string): OutgoingMail {
  return mail(i18n, 'password-reset', to, i18n._({ id: 'mail.reset.subject', message: 'Set a new Coinmates password' }), {
    greeting: greet(i18n, displayName),
    paragraphs: [i18n._({ id: 'mail.reset.body', message: 'Someone (hopefully you) asked to reset the password of your Coinmates account. Choose a new one here:' })],
    action: { label: i18n._({ id: 'mail.reset.action', message: 'Set a new password' }), url },
    after: [
      i18n._({
        id: 'mail.reset.expiry',
        message: 'The link works once, for {minutes} minutes. Setting a new password signs you out on every device.',
        values: { minutes: RESET_LINK_MINUTES },
      }),
      i18n._({ id: 'mail.reset.notYou', message: "Didn't ask for this? Ignore this mail: your password stays as it is." }),
    ],
  });
}

export function emailChangeNoticeMail(i18n: I18n, to: string, displayName: string | undefined, newAddressMasked: string, settingsUrl: string): OutgoingMail {
  return mail(i18n, 'email-change-notice', to, i18n._({ id: 'mail.changeNotice.subject', message: 'Your Coinmates e-mail is being changed' }), {
    greeting: greet(i18n, displayName),
    paragraphs: [
      i18n._({
        id: 'mail.changeNotice.body',
        message: 'Your account asked to use a new e-mail address ({address}). This address stays on the account until the new one is confirmed.',
        values: { address: newAddressMasked },
      }),
    ],
    action: { label: reviewAccount(i18n), url: settingsUrl },
    after: [i18n._({ id: 'mail.changeNotice.notYou', message: "If this wasn't you, sign in and change your password now, then set your e-mail back in account settings." })],
  });
}

export function emailRemovedNoticeMail(i18n: I18n, to: string, displayName: string | undefined, settingsUrl: string): OutgoingMail {
  return mail(i18n, 'email-removed-notice', to, i18n._({ id: 'mail.removedNotice.subject', message: 'Your e-mail was removed from Coinmates' }), {
    greeting: greet(i18n, displayName),
    paragraphs: [
      i18n._({
        id: 'mail.removedNotice.body',
        message: 'This address was removed from your Coinmates account. It will get no more mail from us, and it can no longer reset the password.',
      }),
    ],
    action: { label: reviewAccount(i18n), url: settingsUrl },
    after: [i18n._({ id: 'mail.removedNotice.notYou', message: "If this wasn't you, sign in and change your password now, then add your e-mail again in account settings." })],
  });
}

export function addressInUseMail(i18n: I18n, to: string, forgotUrl: string): OutgoingMail {
  return mail(i18n, 'address-in-use', to, i18n._({ id: 'mail.addressInUse.subject', message: 'About your Coinmates e-mail' }), {
    greeting: i18n._({ id: 'mail.greeting.anonymous', message: 'Hi,' }),
    paragraphs: [
      i18n._({
        id: 'mail.addressInUse.body',
        message: 'Someone tried to add this e-mail address to a Coinmates account, but it already belongs to another Coinmates account, so nothing was changed.',
      }),
      i18n._({ id: 'mail.addressInUse.resetHint', message: 'If that was you and you cannot get into your account, you can set a new password:' }),
    ],
    action: { label: i18n._({ id: 'mail.addressInUse.action', message: 'Reset my password' }), url: forgotUrl },
    after: [i18n._({ id: 'mail.addressInUse.notYou', message: "If it wasn't you, you can ignore this mail." })],
  });
}
