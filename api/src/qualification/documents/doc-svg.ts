import type { ServiceConfig } from '../../service/service-config';
import { bodyLines, type QualificationDoc } from './doc-model';
import { svgText } from './svg-text';

const WIDTH = 595;
const HEIGHT = 842;

/**
 * The document as an A4-proportioned SVG image: the stored file of a certificate kept as
 * an image, and the page image a phone previews a PDF with. No script, no external
 * reference: the text is drawn as glyph outlines.
 */
export function docSvg(model: QualificationDoc, config: ServiceConfig): Buffer {
  const lines = bodyLines(model).map((text, i) =>
    svgText({ text, x: 90, y: 240 + i * 34, size: 15, fill: '#222222' }, config),
  );
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fffdf6"/>`,
    `<rect x="30" y="30" width="${WIDTH - 60}" height="${HEIGHT - 60}" fill="none" stroke="#2f7d32" stroke-width="3"/>`,
    `<rect x="38" y="38" width="${WIDTH - 76}" height="${HEIGHT - 76}" fill="none" stroke="#2f7d32" stroke-width="1"/>`,
    svgText(
      { text: model.title, x: WIDTH / 2, y: 150, size: 30, fill: '#1b5e20', anchor: 'middle' },
      config,
    ),
    ...lines,
    `<circle cx="${WIDTH - 150}" cy="${HEIGHT - 190}" r="60" fill="none" stroke="#c62828" stroke-width="3"/>`,
    svgText(
      {
        text: model.issuer.slice(0, 8),
        x: WIDTH - 150,
        y: HEIGHT - 185,
        size: 12,
        fill: '#c62828',
        anchor: 'middle',
      },
      config,
    ),
    '</svg>',
  ];
  return Buffer.from(svg.join(''), 'utf8');
}
