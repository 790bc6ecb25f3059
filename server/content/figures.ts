/**
 * Lesson figures (docs/decisions/020-lesson-figures-and-sections.md): hand-written SVG files in
 * content/figures, referenced from module HTML as /figures/<name>.svg. Loading gives each a content hash;
 * module HTML is rewritten to /figures/<name>.<hash>.svg, so the server can mark responses immutable and
 * a changed figure gets a new URL.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withDarkPalette } from './figure-palette';

export interface Figure {
  name: string;
  hash: string;
  svg: string;
}

/** What no figure may contain: it is served as an image, but a file opened directly must not run anything. */
export const UNSAFE_SVG_PATTERN = /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object|xlink:href\s*=\s*["'](?!#)|\shref\s*=\s*["'](?!#)/i;

export function loadFigures(folder: string): Map<string, Figure> {
  const figures = new Map<string, Figure>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.svg')).sort()) {
    const name = file.slice(0, -'.svg'.length);
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Figure ${file}: name must be lowercase letters, digits and dashes`);
    const source = readFileSync(path.join(folder, file), 'utf8');
    if (UNSAFE_SVG_PATTERN.test(source)) throw new Error(`Figure ${file}: scripts, event handlers, foreign objects and external links are not allowed`);
    // Served with its dark repaint (docs/decisions/057-dark-theme.md); the hash covers it, so a palette change is a new URL.
    const svg = withDarkPalette(source, `Figure ${file}`);
    figures.set(name, { name, hash: createHash('sha256').update(svg).digest('hex').slice(0, 12), svg });
  }
  return figures;
}

export function figureUrl(figure: Figure): string {
  return `/figures/${figure.name}.${figure.hash}.svg`;
}

/** Rewrites /figures/<name>.svg to its hashed URL; an unknown figure is an error naming it. */
export function withFigureUrls(html: string, figures: ReadonlyMap<string, Figure>, where: string): string {
  return html.replace(/src="\/figures\/([a-z0-9-]+)\.svg"/g, (_match, name: string) => {
    const figure = figures.get(name);
    if (!figure) throw new Error(`${where}: unknown figure ${name}.svg`);
    return `src="${figureUrl(figure)}"`;
  });
}
