import type PDFDocument from 'pdfkit';
import { REPORT_COLOURS as C } from './report-colours';

type Doc = InstanceType<typeof PDFDocument>;

const PAD = 3;

/** Move to a new page when `height` more points would not fit. */
export function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/**
 * A bordered table with a shaded header, columns sized by `weights`, rows as tall as
 * their wrapped text; the header repeats after a page break.
 */
export function drawTable(
  doc: Doc,
  head: string[],
  rows: (string | number | null)[][],
  weights: number[],
): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / total) * width);
  const drawRow = (cells: string[], shaded: boolean) => {
    const height =
      Math.max(
        ...cells.map((c, i) => doc.heightOfString(c, { width: (widths[i] ?? 0) - 2 * PAD })),
      ) +
      2 * PAD;
    ensureRoom(doc, height);
    const top = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      if (shaded)
        doc.rect(x, top, w, height).fillAndStroke(C.headerBackground, C.border).fillColor(C.text);
      else doc.rect(x, top, w, height).stroke(C.border);
      doc.text(cell, x + PAD, top + PAD, { width: w - 2 * PAD });
      x += w;
    });
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(head, true);
  if (!rows.length) drawRow([' 无', ...head.slice(1).map(() => '')], false);
  for (const row of rows) {
    if (doc.y + 20 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(head, true);
    }
    drawRow(
      row.map((c) => String(c ?? '')),
      false,
    );
  }
  doc.moveDown(0.5);
}
