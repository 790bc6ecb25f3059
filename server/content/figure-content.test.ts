/**
 * Lesson figures (docs/decisions/020-lesson-figures-and-sections.md): every module teaches with at least
 * one figure that has alt text and a caption, and every figure is a static, phone-readable SVG.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNSAFE_SVG_PATTERN } from './figures';
import { CONTENT_DIR, loadCatalogue } from './load-content';

const catalogue = loadCatalogue();
const FIGURES_DIR = path.join(CONTENT_DIR, 'figures');
const svgs = readdirSync(FIGURES_DIR).filter((name) => name.endsWith('.svg'));

describe('figures in lessons', () => {
  it.each(catalogue.modules.map((module) => [module.id, module] as const))('module %i has a figure with alt text and a caption', (_id, module) => {
    const figures = [...module.html.matchAll(/<figure>([\s\S]*?)<\/figure>/g)].map((match) => match[1]!);
    expect(figures.length).toBeGreaterThanOrEqual(1);
    for (const figure of figures) {
      const alt = /<img src="\/figures\/[a-z0-9-]+\.[0-9a-f]{12}\.svg" alt="([^"]*)" \/>/.exec(figure)?.[1] ?? '';
      expect(alt.trim().length).toBeGreaterThan(30);
      expect(/<figcaption>([^<]+)<\/figcaption>/.exec(figure)?.[1]?.trim().length ?? 0).toBeGreaterThan(10);
    }
  });
});

describe('figure files', () => {
  it('exist, one per module at least', () => {
    expect(svgs.length).toBeGreaterThanOrEqual(catalogue.modules.length);
  });

  it.each(svgs)('%s is static: no script, foreign object, event handler or external link', (file) => {
    const svg = readFileSync(path.join(FIGURES_DIR, file), 'utf8');
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/<foreignObject/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
    expect(svg).not.toMatch(/javascript:/i);
    expect(UNSAFE_SVG_PATTERN.test(svg)).toBe(false);
  });

  it.each(svgs)('%s scales to a 320 px phone and stays legible, with a title and description', (file) => {
    const svg = readFileSync(path.join(FIGURES_DIR, file), 'utf8');
    const [, width] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    expect(Number(width)).toBeLessThanOrEqual(360);
    expect(svg).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
    expect(svg).toMatch(/role="img"/);
    expect(svg).toMatch(/<title id="title">[^<]{5,}<\/title>/);
    expect(svg).toMatch(/<desc id="desc">[^<]{20,}<\/desc>/);
    // Shown ~250 px wide on a 320 px phone: 13 viewBox units stay at about 11 px.
    for (const [, size] of svg.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)) expect(Number(size)).toBeGreaterThanOrEqual(13);
  });
});
