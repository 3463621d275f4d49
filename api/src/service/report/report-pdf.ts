import PDFDocument from 'pdfkit';
import type { ServiceConfig } from '../service-config';
import { drawPhotos, drawSign, type ReportImages } from './pdf-parts';
import { drawTable, ensureRoom } from './pdf-table';
import { REPORT_COLOURS } from './report-colours';
import type { ReportModel } from './report-model';
import { reportTables } from './report-tables';

const FONT = 'report-cjk';

/**
 * The report as a PDF, drawn from the same model as the HTML. Every string goes through
 * the CJK font (it has Latin glyphs too), embedded as a subset with a ToUnicode map, so
 * the Chinese text can be searched and extracted.
 */
export function reportPdf(
  model: ReportModel,
  images: ReportImages,
  config: ServiceConfig,
): Promise<Buffer> {
  const { detail, intro } = model;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `服务报告 ${detail.orderNo}`, Author: detail.pcoName },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(
    FONT,
    config.reportFontPath,
    config.reportFontPath.endsWith('.ttc') ? config.reportFontFamily : undefined,
  );
  doc.font(FONT);
  const heading = (text: string) => {
    ensureRoom(doc, 40);
    doc
      .moveDown(0.5)
      .fontSize(13)
      .fillColor(REPORT_COLOURS.accent)
      .text(text)
      .fillColor(REPORT_COLOURS.text)
      .fontSize(9)
      .moveDown(0.3);
  };

  doc.fontSize(20).text('服务报告', { align: 'center' });
  doc
    .fontSize(9)
    .fillColor(REPORT_COLOURS.muted)
    .text(`工单编号 ${detail.orderNo}    ${detail.pcoName}`, { align: 'center' })
    .fillColor(REPORT_COLOURS.text);
  heading('基本信息');
  drawTable(
    doc,
    ['服务公司', '服务类型', '计划日期', '服务时间', '技术员', '状态'],
    [
      [
        detail.memberName,
        detail.taskTypeName,
        detail.planDate,
        `${detail.startTime ?? ''} ~ ${detail.endTime ?? ''}`,
        detail.technicianName,
        detail.statusName,
      ],
    ],
    [3, 2, 2, 4, 2, 1.5],
  );
  heading('服务说明');
  doc
    .text(`服务内容：${intro.serviceContent}`)
    .text(`现场发现：${intro.findings ?? ''}`)
    .text(`建议：${intro.suggestion ?? ''}`);
  for (const t of reportTables(model)) {
    heading(t.title);
    drawTable(doc, t.headers, t.rows, t.weights);
  }
  drawPhotos(doc, images.photos, heading);
  heading('客户评价');
  doc.text(model.comment ? `评分：${model.comment.score}/5  ${model.comment.content}` : '暂未评价');
  heading('签字确认');
  ensureRoom(doc, 110);
  const top = doc.y;
  drawSign(
    doc,
    '技术员签字',
    model.employee.signerName,
    model.employee.signTime,
    images.employeeSign,
    40,
    top,
  );
  drawSign(
    doc,
    '客户签字',
    model.customer.signerName,
    model.customer.signTime,
    images.customerSign,
    300,
    top,
  );
  doc.end();
  return done;
}
