import type PDFDocument from 'pdfkit';
import { ensureRoom } from './pdf-table';
import { REPORT_COLOURS } from './report-colours';

/** The images the PDF embeds, already read (see report-images.ts). */
export interface ReportImages {
  employeeSign: Buffer | null;
  customerSign: Buffer | null;
  photos: { caption: string; bytes: Buffer }[];
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * An uploaded image that passed the type check by its first bytes may still not decode
 * (a truncated PNG): the report then says so in its place rather than failing as a whole.
 */
function drawImage(doc: Doc, bytes: Buffer, x: number, y: number, fit: [number, number]): void {
  try {
    doc.image(bytes, x, y, { fit });
  } catch {
    doc
      .fillColor(REPORT_COLOURS.muted)
      .text('图片无法显示', x, y, { width: fit[0] })
      .fillColor(REPORT_COLOURS.text);
  }
}

export function drawPhotos(
  doc: Doc,
  photos: ReportImages['photos'],
  heading: (text: string) => void,
): void {
  if (!photos.length) return;
  heading('现场照片');
  ensureRoom(doc, 110);
  const top = doc.y;
  photos.slice(0, 4).forEach((photo, i) => {
    drawImage(doc, photo.bytes, 40 + i * 130, top, [120, 90]);
    doc.text(photo.caption, 40 + i * 130, top + 92, { width: 120 });
  });
  doc.x = 40;
  doc.y = top + 110;
}

export function drawSign(
  doc: Doc,
  label: string,
  name: string | null,
  when: string | null,
  image: Buffer | null,
  x: number,
  top: number,
): void {
  doc.text(`${label}：${name ?? '未签字'}`, x, top);
  if (image) drawImage(doc, image, x, top + 14, [180, 66]);
  doc
    .fillColor(REPORT_COLOURS.muted)
    .text(when ?? '', x, top + 84)
    .fillColor(REPORT_COLOURS.text);
}
