// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTermMatcher, segmentText } from '@shared/terms/term-matcher';
import type { LinkTerms } from '@/lib/term-links';
import { renderLessonHtml } from './lesson-html';

const matcher = createTermMatcher([
  { id: 1, forms: ['Layer 2', 'L2'] },
  { id: 2, forms: ['Staking'] },
]);
const linkTerms: LinkTerms = (text, shouldLink) =>
  segmentText(matcher, text, shouldLink).map((segment, position) =>
    segment.kind === 'term' ? (
      <button key={position} type="button" data-term-id={segment.termId}>
        {segment.text}
      </button>
    ) : (
      segment.text
    ),
  );

function renderLesson(html: string, links: LinkTerms | null = linkTerms) {
  return render(<div>{renderLessonHtml(html, links)}</div>).container;
}

afterEach(cleanup);

describe('renderLessonHtml', () => {
  it('links a term the first time in each section, never in headings, code, pre or links', () => {
    const container = renderLesson(
      '<p>Layer 2 and staking; an L2 again.</p><h2>Layer 2 fees</h2><p><code>staking</code> <a href="https://example.com">Layer 2</a> then Layer 2 and staking.</p><pre>L2</pre>',
    );
    const linked = Array.from(container.querySelectorAll('button'), (button) => `${button.closest('h2, p')?.tagName}:${button.textContent}`);
    expect(linked).toEqual(['P:Layer 2', 'P:staking', 'P:Layer 2', 'P:staking']);
    expect(container.querySelector('h2')?.textContent).toBe('Layer 2 fees');
    expect(container.querySelector('h2 button, code button, pre button, a button')).toBeNull();
    expect(container.textContent).toContain('an L2 again.');
  });

  it('keeps only allowlisted tags and attributes, and renders the same text without a linker', () => {
    const html =
      '<p>A <strong>bold</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p><figure><img src="/figures/x.svg" alt="A figure"><figcaption>Staking</figcaption></figure><table><tbody><tr><td>Layer 2</td></tr></tbody></table>';
    const plain = renderLesson(html, null);
    expect(plain.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    expect(plain.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(plain.querySelector('img')?.getAttribute('alt')).toBe('A figure');
    expect(plain.querySelector('button')).toBeNull();
    expect(renderLesson(html).textContent).toBe(plain.textContent);
    expect(renderLesson(html).querySelectorAll('button')).toHaveLength(2);
  });

  it('drops anything the allowlist does not know, should it ever reach the renderer', () => {
    const container = renderLesson('<p onclick="alert(1)" style="color:red">Hi</p><script>alert(1)</script><iframe src="https://x"></iframe>');
    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(container.querySelector('script, iframe')).toBeNull();
  });
});
