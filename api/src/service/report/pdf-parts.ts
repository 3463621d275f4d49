import type PDFDocument from 'pdfkit';
import { ensureRoom } from './pdf-table';

/** The images the PDF embeds, already read (see report-images.ts). */
export interface ReportImages {
  employeeSign: Buffer | null;
  customerSign: Buffer | null;
  photos: { caption: string; bytes: Buffer }[];
}

type Doc = InstanceType<typeof PDFDocument>;

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
    doc.image(photo.bytes, 40 + i * 130, top, { fit: [120, 90] });
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
  if (image) doc.image(image, x, top + 14, { fit: [180, 66] });
  doc
    .fillColor('#666666')
    .text(when ?? '', x, top + 84)
    .fillColor('#222222');
}
