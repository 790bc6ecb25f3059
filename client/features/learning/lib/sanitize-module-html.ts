/**
 * Module HTML is sanitised on write by the server and again here on render, with the same allowlist
 * (shared/constants/html-allowlist.ts, docs/security.md item 6): structure and emphasis only, https links
 * that open in a new tab.
 */
import DOMPurify from 'dompurify';
import { MODULE_HTML_ALLOWLIST, MODULE_LINK_RENDER_ATTRIBUTES } from '@shared/constants/html-allowlist';

const ALLOWED_ATTR = [...new Set([...Object.values(MODULE_HTML_ALLOWLIST.attributes).flat(), ...Object.keys(MODULE_LINK_RENDER_ATTRIBUTES)])];
const ALLOWED_URI_REGEXP = new RegExp(`^(?:${MODULE_HTML_ALLOWLIST.schemes.join('|')}):`, 'i');

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    for (const [name, value] of Object.entries(MODULE_LINK_RENDER_ATTRIBUTES)) node.setAttribute(name, value);
  }
});

export function sanitizeModuleHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: [...MODULE_HTML_ALLOWLIST.tags], ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
