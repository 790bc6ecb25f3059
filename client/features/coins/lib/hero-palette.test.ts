import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from '@/lib/contrast';
import { heroBackgroundColours, heroLightGradient, heroPalette, MIN_TEXT_CONTRAST } from './hero-palette';

const COINS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content/coins');
const catalogue = readdirSync(COINS_DIR)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => JSON.parse(readFileSync(path.join(COINS_DIR, name), 'utf8')) as Array<{ name: string; backgroundColor: string }>);

describe('WCAG contrast arithmetic', () => {
  it('matches the reference values for black, white and a mid grey', () => {
    expect(relativeLuminance(parseHex('#ffffff'))).toBeCloseTo(1, 6);
    expect(relativeLuminance(parseHex('#000000'))).toBe(0);
    expect(contrastRatio(parseHex('#ffffff'), parseHex('#000000'))).toBeCloseTo(21, 6);
    // #767676 is the lightest grey with 4.5:1 on white (WebAIM's well-known figure, 4.54:1).
    expect(contrastRatio(parseHex('#767676'), parseHex('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseHex('#777777'), parseHex('#ffffff'))).toBeLessThan(4.5);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => parseHex('red')).toThrow();
    expect(() => parseHex('#fff')).toThrow();
  });
});

describe('coin page hero palette', () => {
  it('reads the whole catalogue (72 coins)', () => {
    expect(catalogue).toHaveLength(72);
  });

  it.each(catalogue.map((coin) => [coin.name, coin.backgroundColor] as const))('%s (%s): the text reaches 4.5:1 on every colour of the hero gradient', (_name, backgroundColor) => {
    const palette = heroPalette(backgroundColor);
    const text = parseHex(palette.textColor);
    const colours = heroBackgroundColours(backgroundColor, palette, 20);
    expect(colours[0]).toEqual(parseHex(backgroundColor));
    for (const colour of colours) expect(contrastRatio(text, colour)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives the three light coins dark text and keeps white on the dark ones', () => {
    for (const name of ['PAX Gold', 'USDS', 'Wrapped Bitcoin']) {
      const coin = catalogue.find((candidate) => candidate.name === name)!;
      expect(heroPalette(coin.backgroundColor).textColor).toBe('#1f2937');
    }
    expect(heroPalette('#000000')).toEqual({ textColor: '#ffffff', light: { color: '#000000', alpha: 0.25 } });
  });

  it('falls back to black where neither white nor the theme text reaches 4.5:1', () => {
    // #787878 has 4.42:1 with white and 3.31:1 with #1f2937, but 4.75:1 with black.
    expect(heroPalette('#787878').textColor).toBe('#000000');
  });

  it('writes the light as the CSS gradient the hero paints', () => {
    expect(heroLightGradient(heroPalette('#E4CE4E'))).toBe('radial-gradient(circle at 15% 20%, rgb(255 255 255 / 0.25), transparent 55%)');
  });
});
