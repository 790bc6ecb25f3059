/**
 * WCAG 2.2 contrast arithmetic (relative luminance and contrast ratio, success criterion 1.4.3) on
 * `#rrggbb` colours, plus the source-over blend a translucent layer makes over an opaque one.
 */
export type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function channelToLinear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * channelToLinear(red) + 0.7152 * channelToLinear(green) + 0.0722 * channelToLinear(blue);
}

export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What the browser paints when `layer` at `alpha` (0..1) lies over the opaque `base` (sRGB source-over). */
export function blend(base: Rgb, layer: Rgb, alpha: number): Rgb {
  return [0, 1, 2].map((index) => Math.round(base[index]! * (1 - alpha) + layer[index]! * alpha)) as unknown as Rgb;
}
