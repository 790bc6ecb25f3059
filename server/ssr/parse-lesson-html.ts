/**
 * The server's stand-in for client/features/learning/lib/parse-lesson-html.ts in the server render of a module
 * page (docs/decisions/036-server-rendered-first-paint.md): the same <template> parse on linkedom's DOM.
 */
import { parseHTML } from 'linkedom';

const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');

export function parseLessonHtml(html: string): NodeListOf<ChildNode> {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.childNodes as unknown as NodeListOf<ChildNode>;
}
