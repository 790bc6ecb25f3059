import { describe, expect, it } from 'vitest';
import { sanitizeModuleHtml } from './html-sanitizer';

describe('sanitizeModuleHtml', () => {
  it('keeps a figure of ours with alt text and a caption', () => {
    const html = '<figure><img src="/figures/merkle-tree.svg" alt="A Merkle tree" /><figcaption>Four leaves, one root.</figcaption></figure>';
    expect(sanitizeModuleHtml(html)).toBe(html);
    expect(sanitizeModuleHtml('<img src="/figures/merkle-tree.0123456789ab.svg" alt="x" />')).toBe('<img src="/figures/merkle-tree.0123456789ab.svg" alt="x" />');
  });

  it('drops images from elsewhere, without alt, or with script-capable sources, and their handlers', () => {
    for (const src of ['https://evil.example/x.svg', '//evil.example/x.svg', 'javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/figures/../secret.svg', '/api/x.svg']) {
      expect(sanitizeModuleHtml(`<p>a</p><img src="${src}" alt="x" />`)).toBe('<p>a</p>');
    }
    expect(sanitizeModuleHtml('<img src="/figures/a.svg" />')).toBe('');
    expect(sanitizeModuleHtml('<img src="/figures/a.svg" alt="  " />')).toBe('');
    expect(sanitizeModuleHtml('<img src="/figures/a.svg" alt="x" onerror="alert(1)" width="9" />')).toBe('<img src="/figures/a.svg" alt="x" />');
    expect(sanitizeModuleHtml('<figure onclick="x()"><svg><script>alert(1)</script></svg></figure>')).toBe('<figure></figure>');
  });
});
