import PDFDocument from 'pdfkit';
import type { ServiceConfig } from '../../service/service-config';
import { bodyLines, type QualificationDoc } from './doc-model';

const FONT = 'qualification-cjk';

/** Collect a pdfkit document into one Buffer. */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** A new A4 document writing with the report font (CJK glyphs, embedded as a searchable subset). */
export function cjkDocument(config: ServiceConfig, title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const ttc = config.reportFontPath.endsWith('.ttc');
  doc.registerFont(FONT, config.reportFontPath, ttc ? config.reportFontFamily : undefined);
  doc.font(FONT);
  return doc;
}

/** The document as a one-page PDF: a framed certificate with its title, number, holder and dates. */
export function docPdf(model: QualificationDoc, config: ServiceConfig): Promise<Buffer> {
  const doc = cjkDocument(config, model.name);
  const done = pdfBuffer(doc);
  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor('#2f7d32')
    .rect(30, 30, width - 60, height - 60)
    .stroke();
  doc
    .lineWidth(1)
    .rect(38, 38, width - 76, height - 76)
    .stroke();
  doc.moveDown(3).fontSize(26).fillColor('#1b5e20').text(model.title, { align: 'center' });
  doc.moveDown(2).fontSize(13).fillColor('#222222');
  for (const line of bodyLines(model)) doc.text(line, 90).moveDown(0.6);
  doc
    .fontSize(9)
    .fillColor('#777777')
    .text('本文件为演示数据，由系统生成。', 50, height - 90, { align: 'center' });
  doc.end();
  return done;
}
