/**
 * Module HTML sanitised on write (content seeding) with the one allowlist in
 * shared/constants/html-allowlist.ts (docs/security.md item 6): structure and emphasis, https links, and
 * figures whose image is one of our own SVG files (/figures/...) with alt text
 * (docs/decisions/020-lesson-figures-and-sections.md). The client sanitises again on render.
 */
import sanitizeHtml from 'sanitize-html';
import { FIGURE_SRC_PATTERN } from '../../shared/constants/figures';
import { MODULE_HTML_ALLOWLIST } from '../../shared/constants/html-allowlist';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MODULE_HTML_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(Object.entries(MODULE_HTML_ALLOWLIST.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...MODULE_HTML_ALLOWLIST.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image must be one of our figures and must say what it shows.
  exclusiveFilter: (frame) => frame.tag === 'img' && !(FIGURE_SRC_PATTERN.test(frame.attribs.src ?? '') && (frame.attribs.alt ?? '').trim().length > 0),
};

export function sanitizeModuleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
