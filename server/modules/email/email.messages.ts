/**
 * What the account mails say. Short, warm and plain: who it is for, the one thing to do, how long the link
 * works, and what to do if it was not them.
 */
import { renderHtml, renderText, type MailContent, type OutgoingMail } from '../mail/mail.service';

export const VERIFY_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;

const mail = (kind: string, to: string, subject: string, content: MailContent): OutgoingMail => ({
  kind,
  to,
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

const greet = (displayName: string) => `Hi ${displayName},`;

export function verifyEmailMail(to: string, displayName: string, url: string): OutgoingMail {
  return mail('verify-email', to, 'Confirm your e-mail for Coinmates', {
    greeting: greet(displayName),
    paragraphs: [
      'Please confirm that this is your e-mail address. Once it is confirmed, you can always get back into your account, even if you forget your password.',
    ],
    action: { label: 'Confirm my e-mail', url },
    after: [`The link works once, for ${VERIFY_LINK_HOURS} hours.`, "Didn't add this address to Coinmates? Then you can ignore this mail; nothing changes until the link is opened."],
  });
}

export function passwordResetMail(to: string, displayName: string, url: string): OutgoingMail {
  return mail('password-reset', to, 'Set a new Coinmates password', {
    greeting: greet(displayName),
    paragraphs: ['Someone (hopefully you) asked to reset the password of your Coinmates account. Choose a new one here:'],
    action: { label: 'Set a new password', url },
    after: [
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password signs you out on every device.`,
      "Didn't ask for this? Ignore this mail: your password stays as it is.",
    ],
  });
}

export function emailChangeNoticeMail(to: string, displayName: string, newAddressMasked: string, settingsUrl: string): OutgoingMail {
  return mail('email-change-notice', to, 'Your Coinmates e-mail is being changed', {
    greeting: greet(displayName),
    paragraphs: [
      `Your account asked to use a new e-mail address (${newAddressMasked}). This address stays on the account until the new one is confirmed.`,
    ],
    action: { label: 'Review my account', url: settingsUrl },
    after: ["If this wasn't you, sign in and change your password now, then set your e-mail back in account settings."],
  });
}

export function emailRemovedNoticeMail(to: string, displayName: string, settingsUrl: string): OutgoingMail {
  return mail('email-removed-notice', to, 'Your e-mail was removed from Coinmates', {
    greeting: greet(displayName),
    paragraphs: ['This address was removed from your Coinmates account. It will get no more mail from us, and it can no longer reset the password.'],
    action: { label: 'Review my account', url: settingsUrl },
    after: ["If this wasn't you, sign in and change your password now, then add your e-mail again in account settings."],
  });
}

export function addressInUseMail(to: string, forgotUrl: string): OutgoingMail {
  return mail('address-in-use', to, 'About your Coinmates e-mail', {
    greeting: 'Hi,',
    paragraphs: [
      'Someone tried to add this e-mail address to a Coinmates account, but it already belongs to another Coinmates account, so nothing was changed.',
      'If that was you and you cannot get into your account, you can set a new password:',
    ],
    action: { label: 'Reset my password', url: forgotUrl },
    after: ["If it wasn't you, you can ignore this mail."],
  });
}
