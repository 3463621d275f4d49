import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import type { ServiceConfig } from '../../service/service-config';

let cached: { path: string; font: Font } | null = null;

/** The report font, opened once (a .ttc needs the face's PostScript name). */
function fontOf(config: ServiceConfig): Font {
  if (cached?.path !== config.reportFontPath) {
    const opened = fontkit.openSync(
      config.reportFontPath,
      config.reportFontPath.endsWith('.ttc') ? config.reportFontFamily : undefined,
    );
    if (!('layout' in opened)) throw new Error(`${config.reportFontPath}: not a single font face`);
    cached = { path: config.reportFontPath, font: opened };
  }
  return cached.font;
}

export interface TextRun {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle';
}

/**
 * Text as SVG paths of the font's own glyph outlines, so the image shows the Chinese text
 * on any device, whatever fonts it has, and cannot be re-flowed into something else.
 */
export function svgText(run: TextRun, config: ServiceConfig): string {
  const font = fontOf(config);
  const glyphs = font.layout(run.text);
  const scale = run.size / font.unitsPerEm;
  const width = glyphs.positions.reduce((sum, p) => sum + p.xAdvance, 0) * scale;
  let x = run.anchor === 'middle' ? run.x - width / 2 : run.x;
  const paths: string[] = [];
  glyphs.glyphs.forEach((glyph, i) => {
    const d = glyph.path.toSVG();
    if (d)
      paths.push(
        `<path transform="translate(${x.toFixed(1)} ${run.y}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    x += (glyphs.positions[i]?.xAdvance ?? 0) * scale;
  });
  return `<g fill="${run.fill}">${paths.join('')}</g>`;
}
