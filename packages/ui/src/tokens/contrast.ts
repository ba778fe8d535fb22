/**
 * WCAG 2.x relative luminance and contrast ratio.
 *
 * Colours are CSS hex in any of its four forms: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (also `rgb()` and
 * `rgba()` with numbers, which the theme checker meets in CSS files). Alpha: a translucent foreground is
 * blended over the background, as the browser draws it; a translucent background is first blended over
 * `backdrop` (white unless you pass what lies behind it, such as the page background).
 */

/** A colour with channels from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const functional = /^rgba?\(\s*([^)]*)\)$/i;

/** Parses a CSS hex colour (or `rgb()`/`rgba()` with numbers or percentages); throws on anything else. */
export function parseColor(color: string): Rgba {
  const value = color.trim();
  if (hex.test(value)) {
    const digits = value.slice(1);
    const pairs =
      digits.length <= 4 ? [...digits].map((digit) => digit + digit) : (digits.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = pairs.map((pair) => parseInt(pair, 16));
    return { r: r / 255, g: g / 255, b: b / 255, a: a / 255 };
  }
  const match = functional.exec(value);
  if (match) {
    const parts = (match[1] ?? '').split(/\s*[,/]\s*|\s+/).filter(Boolean);
    if (parts.length === 3 || parts.length === 4) {
      const channel = (part: string, max: number) =>
        part.endsWith('%') ? Number(part.slice(0, -1)) / 100 : Number(part) / max;
      const [r, g, b] = parts.slice(0, 3).map((part) => channel(part, 255)) as [number, number, number];
      const a = parts[3] === undefined ? 1 : channel(parts[3], 1);
      if ([r, g, b, a].every((n) => Number.isFinite(n) && n >= 0 && n <= 1)) return { r, g, b, a };
    }
  }
  throw new Error(`Expected a CSS hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa) or rgb(), got "${color}"`);
}

/** `top` drawn over the opaque `bottom`. */
function blend(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const luminanceOf = ({ r, g, b }: Rgba) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The relative luminance of the colour's red, green and blue; alpha is ignored (blend it first). */
export function relativeLuminance(color: string): number {
  return luminanceOf(parseColor(color));
}

/**
 * The contrast ratio of `foreground` on `background`, from 1 to 21. A translucent foreground is blended over
 * the background; a translucent background over `backdrop` first.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const behind = parseColor(backdrop);
  const back = blend(parseColor(background), { ...behind, a: 1 });
  const front = blend(parseColor(foreground), back);
  const [lighter, darker] = [luminanceOf(front), luminanceOf(back)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
