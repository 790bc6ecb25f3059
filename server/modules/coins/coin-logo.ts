/**
 * Coin logos: the `cryptocurrency-icons` SVG served by our server, or, for coins the package lacks, a
 * monogram in the coin's colour. Nothing is hot-linked.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ICONS_DIR = path.join(path.dirname(require.resolve('cryptocurrency-icons/package.json')), 'svg', 'color');

/** Symbols whose logo the package files under an older ticker (Polygon's POL was MATIC). */
const LOGO_ALIASES: Record<string, string> = { pol: 'matic' };

const cache = new Map<string, string>();

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function monogramSvg(symbol: string, color: string): string {
  const letters = escapeXml(symbol.slice(0, symbol.length > 4 ? 3 : 4));
  const fontSize = letters.length <= 2 ? 13 : letters.length === 3 ? 10.5 : 8.5;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-label="${letters}">` +
    `<circle cx="16" cy="16" r="16" fill="${escapeXml(color)}"/>` +
    `<circle cx="16" cy="16" r="13" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.2"/>` +
    `<text x="16" y="16" dy=".36em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${letters}</text>` +
    `</svg>`
  );
}

export function coinLogoSvg(symbol: string, color: string): string {
  const key = `${symbol}:${color}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const lower = symbol.toLowerCase();
  const file = path.join(ICONS_DIR, `${LOGO_ALIASES[lower] ?? lower}.svg`);
  const svg = /^[a-z0-9]+$/.test(lower) && existsSync(file) ? readFileSync(file, 'utf8') : monogramSvg(symbol, color);
  cache.set(key, svg);
  return svg;
}

export function hasPackagedLogo(symbol: string): boolean {
  const lower = symbol.toLowerCase();
  return existsSync(path.join(ICONS_DIR, `${LOGO_ALIASES[lower] ?? lower}.svg`));
}
