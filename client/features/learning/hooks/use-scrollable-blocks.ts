import { useLayoutEffect, useRef } from 'react';

/**
 * Wide code blocks and tables in lesson HTML scroll sideways inside their own box (client/styles.css). On a
 * phone there is no scrollbar to hint at that, and a keyboard cannot reach a box with nothing focusable in
 * it: every block that overflows becomes a named, focusable region (arrow keys scroll it), and the stylesheet
 * shades the edge that has more content behind it.
 */
export function useScrollableBlocks<T extends HTMLElement>(html: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const block of root.querySelectorAll<HTMLElement>('pre, table')) {
        const overflows = block.scrollWidth > block.clientWidth + 1;
        if (overflows && !block.hasAttribute('tabindex')) {
          block.tabIndex = 0;
          block.setAttribute('role', 'region');
          block.setAttribute('aria-label', block.tagName === 'PRE' ? 'Code, scrolls sideways' : 'Table, scrolls sideways');
        } else if (!overflows && block.getAttribute('role') === 'region') {
          block.removeAttribute('tabindex');
          block.removeAttribute('role');
          block.removeAttribute('aria-label');
        }
      }
    };
    mark();
    const observer = new ResizeObserver(mark);
    observer.observe(root);
    return () => observer.disconnect();
  }, [html]);
  return ref;
}
