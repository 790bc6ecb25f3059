import { describe, expect, it } from 'vitest';
import { splitSections } from './split-sections';

describe('splitSections', () => {
  it('splits at each h2 and opens the first section with the introduction', () => {
    const sections = splitSections('<p>Intro</p><h2>One</h2><p>a</p><h2>Two &amp; more</h2><p>b</p>');
    expect(sections).toEqual([
      { title: 'One', html: '<p>Intro</p><h2>One</h2><p>a</p>' },
      { title: 'Two & more', html: '<h2>Two &amp; more</h2><p>b</p>' },
    ]);
  });

  it('gives nothing for HTML without headings to split', () => {
    expect(splitSections('<p>Only text</p>')).toEqual([]);
  });
});
