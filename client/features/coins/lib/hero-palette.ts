import { blend, contrastRatio, parseHex, type Rgb } from '@/lib/contrast';

/**
 * The coin page hero's text colour and lighting, computed from the coin's colour (docs/decisions/055):
 * white text where white reaches WCAG AA (4.5:1) on the coin colour, else the theme's dark text, else
 * black (one of white and black always reaches it). The hero's radial light is a glow of the colour
 * opposite the text (a white glow behind dark text, a dark shade behind white text), so every colour
 * the gradient paints has at least the contrast of the plain coin colour.
 */
export const MIN_TEXT_CONTRAST = 4.5;
export const HERO_LIGHT_ALPHA = 0.25;

const WHITE = '#ffffff';
const DARK_TEXT = '#1f2937';
const BLACK = '#000000';

export type HeroPalette = {
  textColor: string;
  /** The gradient's strongest colour (at its centre); it fades to transparent at its edge. */
  light: { color: string; alpha: number };
};

export function heroPalette(backgroundColor: string): HeroPalette {
  const background = parseHex(backgroundColor);
  const textColor = [WHITE, DARK_TEXT, BLACK].find((candidate) => contrastRatio(parseHex(candidate), background) >= MIN_TEXT_CONTRAST) ?? BLACK;
  return { textColor, light: { color: textColor === WHITE ? BLACK : WHITE, alpha: HERO_LIGHT_ALPHA } };
}

/** Every colour the hero paints behind its text: the coin colour under the light at `steps + 1` strengths. */
export function heroBackgroundColours(backgroundColor: string, palette: HeroPalette, steps = 10): Rgb[] {
  const base = parseHex(backgroundColor);
  const light = parseHex(palette.light.color);
  return Array.from({ length: steps + 1 }, (_, step) => blend(base, light, (palette.light.alpha * step) / steps));
}

/** The CSS `radial-gradient` for the light (space-separated rgb, the form Tailwind and browsers share). */
export function heroLightGradient(palette: HeroPalette): string {
  const [red, green, blue] = parseHex(palette.light.color);
  return `radial-gradient(circle at 15% 20%, rgb(${red} ${green} ${blue} / ${palette.light.alpha}), transparent 55%)`;
}
