// A relative import, not a package entry: the theme is plain data, and the shared package's
// main entry would bring React into the test runner.
import { portalTheme } from '../../../shared/src/ui/theme';

/** A colour family the theme allows: the hue of one of its colour tokens. */
export interface Palette {
  /** Hues (degrees) of the theme's chromatic tokens, with the token that gave each. */
  hues: { token: string; hue: number }[];
  /** How far (degrees) a shade may turn from its token's hue: antd's palettes rotate a few degrees per step. */
  tolerance: number;
}

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb` or `rgb(a)(…)` to channels; null for anything else (names, gradients). */
export function parseColor(text: string): Rgba | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return {
      r: parseInt(h.slice(0, 2), 16),
      g: parseInt(h.slice(2, 4), 16),
      b: parseInt(h.slice(4, 6), 16),
      a: 1,
    };
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(text.trim());
  if (!fn?.[1]) return null;
  const parts = fn[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  const [r = NaN, g = NaN, b = NaN, a = 1] = parts;
  return [r, g, b, a].some(Number.isNaN) ? null : { r, g, b, a };
}

/** Hue in degrees and HSL saturation (0-1) of a colour. */
export function hueOf({ r, g, b }: Rgba): { hue: number; saturation: number; lightness: number } {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const lightness = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = d / (1 - Math.abs(2 * lightness - 1));
  let hue: number;
  if (max === R) hue = ((G - B) / d) % 6;
  else if (max === G) hue = (B - R) / d + 2;
  else hue = (R - G) / d + 4;
  return { hue: (hue * 60 + 360) % 360, saturation, lightness };
}

/** Every chromatic colour token of the theme (global tokens and component tokens). */
export function themePalette(theme: unknown = portalTheme): Palette {
  const hues: Palette['hues'] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      const rgba = parseColor(value);
      if (!rgba) return;
      const { hue, saturation } = hueOf(rgba);
      if (saturation > 0.12) hues.push({ token: path, hue });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(theme, '');
  return { hues, tolerance: 16 };
}
