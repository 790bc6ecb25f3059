/**
 * Renders sanitised lesson HTML as React elements instead of injecting it, so the text nodes can carry
 * term links (docs/decisions/031-term-cards-and-add-to-deck.md). Only the tags and attributes
 * the sanitiser lets through exist here (shared/constants/html-allowlist.ts); anything else is dropped.
 * A term is linked the first time it occurs in a section (from one h2 to the next), never inside a
 * heading, code, pre or an existing link.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import { MODULE_HTML_ALLOWLIST } from '@shared/constants/html-allowlist';
import type { LinkTerms } from '@/lib/term-links';
import { parseLessonHtml } from './parse-lesson-html';

const ALLOWED_TAGS = new Set<string>(MODULE_HTML_ALLOWLIST.tags);
/** Node types by number, not through the browser's Node and Element globals: the server's render has neither. */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Attributes the client sanitiser may leave (the allowlist's, plus what it adds to links and images). */
const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'target', 'rel', 'loading', 'decoding']);
const VOID_TAGS = new Set(['br', 'img']);
/** Text here is not linked: headings name the section, code is literal, a link already leads somewhere. */
const NO_LINK_TAGS = new Set(['h2', 'h3', 'code', 'pre', 'a']);
/** React refuses whitespace text directly inside these (the HTML parser would move it anyway). */
const TABLE_TAGS = new Set(['table', 'thead', 'tbody', 'tr']);

interface WalkState {
  linkTerms: LinkTerms | null;
  /** Terms already linked in the current section. */
  linked: Set<number>;
}

function firstTimeInSection(state: WalkState) {
  return (termId: number) => {
    if (state.linked.has(termId)) return false;
    state.linked.add(termId);
    return true;
  };
}

function renderNodes(nodes: NodeListOf<ChildNode>, state: WalkState, parentTag: string, isLinkable: boolean): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, position) => {
    if (node.nodeType === TEXT_NODE) {
      const text = node.textContent ?? '';
      if (TABLE_TAGS.has(parentTag) && text.trim() === '') return;
      out.push(isLinkable && state.linkTerms ? <Fragment key={position}>{state.linkTerms(text, firstTimeInSection(state))}</Fragment> : text);
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) return;
    if (tag === 'h2') state.linked = new Set();
    const props: Record<string, string | number> = { key: position };
    for (const attribute of Array.from(element.attributes)) {
      if (ALLOWED_ATTRIBUTES.has(attribute.name)) props[attribute.name] = attribute.value;
    }
    if (VOID_TAGS.has(tag)) {
      out.push(createElement(tag, props));
      return;
    }
    out.push(createElement(tag, props, ...renderNodes(node.childNodes, state, tag, isLinkable && !NO_LINK_TAGS.has(tag))));
  });
  return out;
}

/** The lesson HTML (already sanitised) as React nodes, with terms linked when `linkTerms` is given. */
export function renderLessonHtml(html: string, linkTerms: LinkTerms | null): ReactNode[] {
  return renderNodes(parseLessonHtml(html), { linkTerms, linked: new Set() }, '', true);
}
