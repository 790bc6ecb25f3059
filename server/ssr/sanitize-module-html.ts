/**
 * The server's stand-in for client/features/learning/lib/sanitize-module-html.ts in the server render of a
 * module page (docs/decisions/036-server-rendered-first-paint.md): DOMPurify needs a browser DOM, so the same
 * allowlist and render attributes are applied by sanitize-html (server/lib/html-sanitizer.ts).
 */
export { sanitizeModuleHtmlForRender as sanitizeModuleHtml } from '../lib/html-sanitizer';
