/**
 * Module HTML is sanitised on write by the server and again here on render, with the same allowlist
 * (shared/constants/html-allowlist.ts, docs/security.md item 6): structure and emphasis only, https links
 * that open in a new tab, and figures whose image is one of our own SVGs (/figures/...) with alt text
 * (docs/decisions/020-lesson-figures-and-sections.md). DOMPurify needs a browser DOM: the server's render of a
 * module's page swaps this file for server/ssr/sanitize-module-html.ts, the same rules on sanitize-html
 * (docs/decisions/036-server-rendered-first-paint.md).
 */
import DOMPurify from 'dompurify';
import { FIGURE_SRC_PATTERN } from '@shared/constants/figures';
import { MODULE_HTML_ALLOWLIST, MODULE_LINK_RENDER_ATTRIBUTES } from '@shared/constants/html-allowlist';

const ALLOWED_ATTR = [...new Set([...Object.values(MODULE_HTML_ALLOWLIST.attributes).flat(), ...Object.keys(MODULE_LINK_RENDER_ATTRIBUTES), 'loading', 'decoding'])];
// Links are https only; an image is one of our figures (a figure path is never a link target: see below).
const ALLOWED_URI_REGEXP = new RegExp(`^(?:(?:${MODULE_HTML_ALLOWLIST.schemes.join('|')}):|/figures/)`, 'i');

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // Links are https only; a figure path is not a link target.
    if (!/^https:/i.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
    for (const [name, value] of Object.entries(MODULE_LINK_RENDER_ATTRIBUTES)) node.setAttribute(name, value);
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});
// An image must be one of our figures and must say what it shows; anything else is dropped whole.
purifier.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'img' || !(node instanceof Element)) return;
  const isOurs = FIGURE_SRC_PATTERN.test(node.getAttribute('src') ?? '') && (node.getAttribute('alt') ?? '').trim().length > 0;
  if (!isOurs) node.parentNode?.removeChild(node);
});

export function sanitizeModuleHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: [...MODULE_HTML_ALLOWLIST.tags], ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}
