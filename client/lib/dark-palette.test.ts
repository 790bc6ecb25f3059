/**
 * The dark palette in client/styles.css (docs/decisions/057-dark-theme.md): every pair of text and surface the
 * screens use passes WCAG AA (4.5:1), read from the stylesheet itself so a changed token is checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast';

const css = readFileSync(path.join(import.meta.dirname, '..', 'styles.css'), 'utf8');
const darkBlock = /@variant dark \{([\s\S]*?)\n {2}\}/.exec(css)?.[1] ?? '';
const dark = Object.fromEntries([...darkBlock.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/g)].map((match) => [match[1]!, match[2]!]));
const ratio = (text: string, surface: string) => contrastRatio(parseHex(dark[text]!), parseHex(dark[surface]!));

const SURFACES = ['background', 'card', 'muted'];
const TEXTS = ['foreground', 'muted-foreground', 'primary', 'destructive', 'success', 'secondary', 'sky-600', 'amber-800', 'amber-900', 'emerald-700', 'emerald-800'];
const FILLS: Array<[text: string, fill: string]> = [
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['destructive-foreground', 'destructive'],
  ['success-foreground', 'success'],
  ['accent-foreground', 'accent'],
  ['code-foreground', 'code'],
  ['foreground', 'coral-soft'],
  ['foreground', 'teal-soft'],
  ['foreground', 'accent-soft'],
  ['red-900', 'red-50'],
  ['destructive', 'red-50'],
  ['green-900', 'green-50'],
  ['emerald-800', 'emerald-50'],
  ['amber-950', 'amber-50'],
  ['amber-900', 'amber-50'],
];

describe('the dark palette', () => {
  it('defines every colour it is checked with', () => {
    for (const name of [...SURFACES, ...TEXTS, ...FILLS.flat()]) expect(dark[name], name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(TEXTS.flatMap((text) => SURFACES.map((surface) => [text, surface] as const)))('%s text on %s passes AA', (text, surface) => {
    expect(ratio(text, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(FILLS)('%s on %s passes AA', (text, fill) => {
    expect(ratio(text, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
