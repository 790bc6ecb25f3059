/**
 * Module HTML sanitised on write (content seeding) with the one allowlist in
 * shared/constants/html-allowlist.ts (docs/security.md item 6); the client sanitises again on render.
 */
import sanitizeHtml from 'sanitize-html';
import { MODULE_HTML_ALLOWLIST } from '../../shared/constants/html-allowlist';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MODULE_HTML_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(Object.entries(MODULE_HTML_ALLOWLIST.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...MODULE_HTML_ALLOWLIST.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeModuleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
