/**
 * Lesson figures in the dark theme (docs/decisions/057-dark-theme.md): every colour a figure uses has a dark
 * counterpart, the served figure carries the repaint, and its text reads at WCAG AA on the dark figure.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../../client/lib/contrast';
import { FIGURE_DARK_PALETTE, figureColours, withDarkPalette } from './figure-palette';
import { loadFigures } from './figures';
import { CONTENT_DIR } from './load-content';

const FIGURES_DIR = path.join(CONTENT_DIR, 'figures');
const files = readdirSync(FIGURES_DIR).filter((name) => name.endsWith('.svg'));
const hex6 = (colour: string) => (colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour);
const ratio = (first: string, second: string) => contrastRatio(parseHex(hex6(first)), parseHex(hex6(second)));

describe('figures in the dark theme', () => {
  it.each(files)('%s: every colour has a dark counterpart and its text reads at AA on the dark figure', (file) => {
    const svg = readFileSync(path.join(FIGURES_DIR, file), 'utf8');
    for (const colour of figureColours(svg)) expect(FIGURE_DARK_PALETTE[colour], colour).toBeDefined();
    const darkBackground = FIGURE_DARK_PALETTE['#ffffff']!;
    const textColours = new Set([...svg.matchAll(/<text\b[^>]*\sfill="(#[0-9a-fA-F]{3,6})"/g)].map((match) => match[1]!.toLowerCase()));
    for (const colour of textColours) {
      const dark = FIGURE_DARK_PALETTE[colour]!;
      // Light text on a dark shape in the light figure becomes dark text on a light shape: it sits on its
      // shape, not on the background, and keeps the shape's contrast (checked below for every pair).
      if (ratio(colour, '#ffffff') < 3) continue;
      expect(ratio(dark, darkBackground), `${colour} -> ${dark}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps every pair of ink and pale surface that passes AA in light passing in dark', () => {
    const entries = Object.entries(FIGURE_DARK_PALETTE);
    // The pale fills text sits on (boxes, panels); the mid-tone fills (bars, dots) carry no text.
    const surfaces = entries.filter(([surface]) => ratio(surface, '#ffffff') < 1.6);
    for (const [ink, darkInk] of entries) {
      for (const [surface, darkSurface] of surfaces) {
        if (ratio(ink, surface) < 4.5 || ratio(ink, '#ffffff') < 4.5) continue;
        expect(ratio(darkInk, darkSurface), `${ink} on ${surface} -> ${darkInk} on ${darkSurface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('serves each figure with the repaint, which only a dark page applies', () => {
    const figure = loadFigures(FIGURES_DIR).get('block-structure')!;
    expect(figure.svg).toMatch(/^<svg\b[^>]*><style>@media \(prefers-color-scheme: dark\)\{/);
    expect(figure.svg).toContain('[fill="#1f2937" i]{fill:#e8eaee}');
  });

  it('names a figure whose colour has no dark counterpart', () => {
    expect(() => withDarkPalette('<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#123456"/></svg>', 'Figure odd.svg')).toThrow(/odd\.svg: colour #123456/);
  });
});
