import { portalTheme } from '@pest-portal/shared';
import { mix, PALETTE, rgbOf, seriesColour } from './palette';

type Triple = [number, number, number];

const linear = (hex: string): Triple =>
  rgbOf(hex).map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Triple;

const luminance = ([r, g, b]: Triple) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
const contrastOnWhite = (hex: string) => 1.05 / (luminance(linear(hex)) + 0.05);

/** CIE L*a*b* of linear sRGB (D65). */
function lab([r, g, b]: Triple): Triple {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How colours look to a reader without green or without red cones (Viénot, Brettel, Mollon 1999). */
const VISIONS: Record<string, (c: Triple) => Triple> = {
  typical: (c) => c,
  deuteranopia: ([r, g, b]) => [
    0.29275 * r + 0.70725 * g,
    0.29275 * r + 0.70725 * g,
    -0.02234 * r + 0.02234 * g + b,
  ],
  protanopia: ([r, g, b]) => [
    0.11238 * r + 0.88762 * g,
    0.11238 * r + 0.88762 * g,
    0.00401 * r - 0.00401 * g + b,
  ],
};

const distance = (a: string, b: string, vision: (c: Triple) => Triple) => {
  const [p, q] = [lab(vision(linear(a))), lab(vision(linear(b)))];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

/** Hue in degrees and saturation (HSL) of a colour. */
function hueOf(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as Triple;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return { hue: 0, saturation: 0 };
  const raw = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (raw * 60 + 360) % 360, saturation: d / (1 - Math.abs(max + min - 1)) };
}

describe('the chart palette', () => {
  it('starts with the theme’s green and holds ten distinct colours', () => {
    expect(PALETTE[0]).toBe(portalTheme.token.colorPrimary);
    expect(new Set(PALETTE).size).toBe(10);
    expect(seriesColour(10)).toBe(PALETTE[0]);
  });

  it('has no blue, purple or pink: greens, oranges, reds and greys only', () => {
    for (const colour of PALETTE) {
      const { hue, saturation } = hueOf(colour);
      if (saturation > 0.1) expect([colour, hue > 190 && hue < 340]).toEqual([colour, false]);
    }
  });

  it('draws every series at 3:1 or more on the white card', () => {
    for (const colour of PALETTE)
      expect([colour, contrastOnWhite(colour) >= 3]).toEqual([colour, true]);
  });

  it.each(Object.keys(VISIONS))(
    'keeps every two colours apart, and neighbours well apart, in %s vision',
    (name) => {
      const vision = VISIONS[name]!;
      PALETTE.forEach((a, i) =>
        PALETTE.slice(i + 1).forEach((b, j) => {
          // ΔE 10 is plainly another colour; neighbours in a stack or a ring, 13 and more.
          const least = j === 0 ? 13 : name === 'typical' ? 10 : 8;
          expect([a, b, distance(a, b, vision) >= least]).toEqual([a, b, true]);
        }),
      );
    },
  );

  it('mixes towards another colour by the amount asked', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#12805c', '#12805c', 0.3)).toBe('#12805c');
  });
});
