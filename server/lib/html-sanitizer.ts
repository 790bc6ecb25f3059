/**
 * The allowlist for module HTML (SECURITY.md item 6): structure and emphasis only, https links only, and
 * figures whose image is one of our own SVG files (/figures/...) with alt text (docs/decisions/020-lesson-figures-and-sections.md).
 * Applied on write (content seeding); the client sanitises again with DOMPurify on render.
 */
import sanitizeHtml from 'sanitize-html';
import { FIGURE_SRC_PATTERN } from '../../shared/constants/figures';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'br',
    'figure', 'figcaption', 'img',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image must be one of our figures and must say what it shows.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(FIGURE_SRC_PATTERN.test(frame.attribs.src ?? '') && (frame.attribs.alt ?? '').trim().length > 0),
};

export function sanitizeModuleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
