/**
 * Module HTML is sanitised on write by the server's allowlist and again here on render (SECURITY.md
 * item 6), with the same allowlist: structure and emphasis only, https links that open in a new tab, and
 * figures whose image is one of our own SVGs (/figures/...) with alt text
 * (docs/decisions/020-lesson-figures-and-sections.md).
 */
import DOMPurify from 'dompurify';
import { FIGURE_SRC_PATTERN } from '@shared/constants/figures';

const ALLOWED_TAGS = [
  'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'br',
  'figure', 'figcaption', 'img',
];

const purifier = DOMPurify();
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    // Links are https only; a figure path is not a link target.
    if (!/^https:/i.test(node.getAttribute('href') ?? '')) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
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
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'loading', 'decoding'],
    ALLOWED_URI_REGEXP: /^(https:|\/figures\/)/i,
  });
}
