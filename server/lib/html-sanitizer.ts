/**
 * The allowlist for module HTML (SECURITY.md item 6): structure and emphasis only, https links only.
 * Applied on write (content seeding); the client sanitises again with DOMPurify on render.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'br'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeModuleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
