/**
 * Module HTML sanitised on write (content seeding) with the one allowlist in
 * shared/constants/html-allowlist.ts (docs/security.md item 6): structure and emphasis, https links, and
 * figures whose image is one of our own SVG files (/figures/...) with alt text
 * (docs/decisions/020-lesson-figures-and-sections.md). The client sanitises again on render.
 */
import sanitizeHtml from 'sanitize-html';
import { FIGURE_SRC_PATTERN } from '../../shared/constants/figures';
import { MODULE_HTML_ALLOWLIST, MODULE_LINK_RENDER_ATTRIBUTES } from '../../shared/constants/html-allowlist';

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

const RENDER_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedAttributes: {
    ...OPTIONS.allowedAttributes,
    a: [...MODULE_HTML_ALLOWLIST.attributes.a, ...Object.keys(MODULE_LINK_RENDER_ATTRIBUTES)],
    img: [...MODULE_HTML_ALLOWLIST.attributes.img, 'loading', 'decoding'],
  },
  transformTags: {
    // As the client's renderer (client/features/learning/lib/sanitize-module-html.ts): https links only, opening
    // in a new tab; figures load lazily.
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(href && /^https:/i.test(href) ? { href } : {}), ...MODULE_LINK_RENDER_ATTRIBUTES } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** The lesson HTML as the client renders it (the server's first paint of a module page, docs/decisions/036). */
export function sanitizeModuleHtmlForRender(html: string): string {
  return sanitizeHtml(html, RENDER_OPTIONS);
}
