/**
 * Lesson figures in the dark theme (docs/decisions/057-dark-theme.md). A figure is an <img>, so the page's
 * CSS cannot reach it; but the browser gives an SVG image the colour scheme of the page that embeds it
 * (`color-scheme` on <html>, which the theme sets). Each figure therefore carries a style that, when that
 * scheme is dark, repaints every colour it uses with its dark counterpart: pale fills become dark tints of the
 * same hue and dark inks become light ones, so a label keeps its contrast with the shape it sits on.
 */

/** Every colour a figure may use (lower-case #rrggbb or #rgb) and what it becomes in dark. */
export const FIGURE_DARK_PALETTE: Readonly<Record<string, string>> = {
  // Surfaces: the card and the muted steps of the app's dark palette, then dark tints of each hue.
  '#ffffff': '#1d2028',
  '#fff': '#1d2028',
  '#f9fafb': '#272b35',
  '#f8fafc': '#272b35',
  '#f3f4f6': '#272b35',
  '#e5e7eb': '#363b47',
  '#cbd5e1': '#3a404c',
  '#dcfce7': '#13301f',
  '#bbf7d0': '#17402a',
  '#fef3c7': '#33291a',
  '#fde68a': '#4a3a18',
  '#fee2e2': '#3a1a1d',
  '#eff6ff': '#131c2e',
  '#dbeafe': '#16233d',
  '#bfdbfe': '#1a3358',
  '#ede9fe': '#2a2140',
  '#99f6e4': '#0f3f3a',
  // Inks and strokes: light tints that pass WCAG AA on the dark surfaces above.
  '#1f2937': '#e8eaee',
  '#4b5563': '#a9b1bd',
  '#475569': '#a9b1bd',
  '#6b7280': '#a9b1bd',
  '#b91c1c': '#ff8585',
  '#991b1b': '#fca5a5',
  '#b45309': '#fbbf24',
  '#92400e': '#fcd34d',
  '#15803d': '#4ade80',
  '#166534': '#86efac',
  '#2563eb': '#7cb4ff',
  '#1d4ed8': '#93c5fd',
  '#1e3a8a': '#bfdbfe',
  '#e2574c': '#ff8a7a',
  '#0f8b7f': '#3cc7b6',
  '#fbbf24': '#fbbf24',
  '#6d28d9': '#c4b5fd',
};

const COLOUR_ATTRIBUTE = /\b(fill|stroke|stop-color)="(#[0-9a-fA-F]{3,6})"/g;
const SVG_OPEN_TAG = /<svg\b[^>]*>/;

/** The colours `svg` paints with (lower-case), in order of first use. */
export function figureColours(svg: string): string[] {
  return [...new Set([...svg.matchAll(COLOUR_ATTRIBUTE)].map((match) => match[2]!.toLowerCase()))];
}

/**
 * `svg` with its dark repaint: a style (after the opening tag) whose rules override the colour attributes
 * when the embedding page is dark. A colour without a dark counterpart is an error naming the figure.
 */
export function withDarkPalette(svg: string, where: string): string {
  const rules: string[] = [];
  for (const colour of figureColours(svg)) {
    const dark = FIGURE_DARK_PALETTE[colour];
    if (!dark) throw new Error(`${where}: colour ${colour} has no dark counterpart in server/content/figure-palette.ts`);
    for (const property of ['fill', 'stroke', 'stop-color']) rules.push(`[${property}="${colour}" i]{${property}:${dark}}`);
  }
  if (rules.length === 0) return svg;
  const style = `<style>@media (prefers-color-scheme: dark){${rules.join('')}}</style>`;
  return svg.replace(SVG_OPEN_TAG, (tag) => `${tag}${style}`);
}
