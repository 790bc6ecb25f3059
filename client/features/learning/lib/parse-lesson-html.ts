/**
 * Sanitised lesson HTML as DOM nodes, parsed by an inert <template> (no script runs, no image loads). The
 * server's render of a module's page has no browser DOM: its build swaps this file for
 * server/ssr/parse-lesson-html.ts (docs/decisions/036-server-rendered-first-paint.md).
 */
export function parseLessonHtml(html: string): NodeListOf<ChildNode> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.childNodes;
}
