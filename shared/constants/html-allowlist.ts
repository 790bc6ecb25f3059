/**
 * The one allowlist for module HTML (docs/security.md item 6), as data: the server sanitises with it on
 * write (server/lib/html-sanitizer.ts, sanitize-html) and the client again on render
 * (client/features/learning/lib/sanitize-module-html.ts, DOMPurify). Structure and emphasis only, plus
 * figures whose image is one of our own SVGs with alt text (docs/decisions/020-lesson-figures-and-sections.md;
 * both sanitisers also drop an `img` whose src is not FIGURE_SRC_PATTERN or whose alt is empty).
 */
export const MODULE_HTML_ALLOWLIST = {
  tags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'br', 'figure', 'figcaption', 'img'],
  /** Attributes per tag; nothing else carries attributes. */
  attributes: { a: ['href'], img: ['src', 'alt'] },
  /** URL schemes a link may use. */
  schemes: ['https'],
} as const;

/** What the client adds on render: links open in a new tab without access to this page. */
export const MODULE_LINK_RENDER_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
