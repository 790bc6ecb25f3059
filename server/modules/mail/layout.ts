import type { I18n } from '@lingui/core';

/**
 * The look of every mail: plain text first (what many clients and screen readers use), and a simple HTML
 * part with the same words, one button and the link written out below it.
 */
const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export interface MailContent {
  /** "Hi Ana," */
  greeting: string;
  /** Paragraphs before the button. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, "if it wasn't you"). */
  after: string[];
}

/** The fixed words of every mail, in the recipient's language (server/i18n, docs/decisions/056-translations.md). */
const signature = (i18n: I18n) => i18n._({ id: 'mail.layout.signature', message: 'Happy learning,\nThe Coinmates team' });
const RTL_LOCALES = new Set(['ar']);

export function renderText(content: MailContent, i18n: I18n): string {
  const parts = [content.greeting, ...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}:\n${content.action.url}`);
  parts.push(...content.after, signature(i18n));
  return `${parts.join('\n\n')}\n`;
}

export function renderHtml(content: MailContent, i18n: I18n): string {
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(i18n._({ id: 'mail.layout.buttonFallback', message: 'If the button does not work, copy this address into your browser:' }))}<br><span dir="ltr" style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  return [
    `<!doctype html><html lang="${escapeHtml(i18n.locale)}" dir="${RTL_LOCALES.has(i18n.locale) ? 'rtl' : 'ltr'}"><body style="margin:0;padding:24px;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1a2e;line-height:1.5">`,
    '<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    '<p style="margin:0 0 16px;font-weight:700;color:#4f46e5">Coinmates</p>',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    action,
    ...content.after.map(paragraph),
    `<p style="margin:0">${signature(i18n).split('\n').map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('');
}

/** `ana.lopez@example.com` -> `a•••@example.com`: enough to recognise an address in a notice, not to harvest it. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
