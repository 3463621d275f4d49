import { portalTheme } from '@pest-portal/shared';

type Rgb = [number, number, number];

const WHITE = '#ffffff';
const BLACK = '#000000';

/** '#12805c' as red, green and blue from 0 to 255. */
export function rgbOf(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

/** `a` moved `amount` (0 to 1) of the way towards `b`: a tint, a shade, or a blend of two. */
export function mix(a: string, b: string, amount: number): string {
  const [from, to] = [rgbOf(a), rgbOf(b)];
  return `#${from
    .map((c, i) =>
      Math.round(c + (to[i]! - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A colour like rgba(0, 0, 0, 0.65) as it shows on white. */
function overWhite(rgba: string): string {
  const [r, g, b, alpha] = (rgba.match(/[\d.]+/g) ?? []).map(Number);
  const hex = `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
  return mix(WHITE, hex, alpha ?? 1);
}

const token = portalTheme.token;
/** The theme's secondary text (rgba(0,0,0,0.65)) on white: #595959. */
const GREY = overWhite(token.colorTextDescription);

/**
 * Series colours, every one from the portal's theme (shared/src/ui/theme.ts): its green,
 * warning orange and error red, their darker text tones, its grey, and blends and shades
 * of these; no blue, purple or pink. Each draws at 3:1 or more on the white card (WCAG
 * 1.4.11). In this order neighbours (a stacked bar's segments, a ring's slices) differ in
 * lightness as well as in hue, so that a reader who does not tell green from red
 * (deuteranopia, protanopia) still tells them apart; palette.test.ts measures both.
 */
export const PALETTE: readonly string[] = [
  token.colorPrimary, // green
  token.colorWarning, // orange
  token.colorInfoText, // dark green
  mix(token.colorPrimary, token.colorWarning, 0.5), // olive
  token.colorWarningText, // brown
  mix(token.colorPrimary, WHITE, 0.2), // light green
  GREY,
  token.colorError, // red
  mix(token.colorError, BLACK, 0.5), // maroon
  mix(GREY, BLACK, 0.5), // charcoal
];

/** The colour of the i-th series, the palette over again past its end. */
export function seriesColour(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}
