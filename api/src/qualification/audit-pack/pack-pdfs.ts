import type { ServiceConfig } from '../../service/service-config';
import { drawTable } from '../../service/report/pdf-table';
import { cjkDocument, pdfBuffer } from '../documents/doc-pdf';
import type { PackScope } from './pack-scope';
import { PEST_CATEGORIES, PEST_CATEGORY_NAMES, type TrendRow } from './trend-summary';

export interface IndexLine {
  path: string;
  title: string;
}

function header(doc: PDFKit.PDFDocument, title: string, scope: PackScope, builtAt: string) {
  doc.fontSize(18).fillColor('#1b5e20').text(title, { align: 'center' }).moveDown(0.5);
  doc
    .fontSize(10)
    .fillColor('#222222')
    .text(`公司：${scope.picked.map((m) => m.name).join('、')}`)
    .text(`期间：${scope.startDate} 至 ${scope.endDate}`)
    .text(`生成时间：${builtAt}`)
    .moveDown(0.8);
}

/** The index page: every entry of the archive, in archive order, with what it is. */
export function indexPdf(
  lines: IndexLine[],
  scope: PackScope,
  builtAt: string,
  config: ServiceConfig,
): Promise<Buffer> {
  const doc = cjkDocument(config, '审核资料包目录');
  const done = pdfBuffer(doc);
  header(doc, '审核资料包目录', scope, builtAt);
  doc.fontSize(9);
  drawTable(
    doc,
    ['序号', '文件', '内容'],
    lines.map((l, i) => [String(i + 1), l.path, l.title]),
    [1, 7, 4],
  );
  doc.end();
  return done;
}

function trendTable(doc: PDFKit.PDFDocument, first: string, rows: TrendRow[]) {
  drawTable(
    doc,
    [
      first,
      '服务次数',
      '设备检查',
      '设备异常',
      ...PEST_CATEGORIES.map((k) => PEST_CATEGORY_NAMES[k]),
    ],
    rows.map((r) => [
      r.label,
      r.visits,
      r.checks,
      r.abnormal,
      ...PEST_CATEGORIES.map((k) => r.catches[k]),
    ]),
    [3, 1.5, 1.5, 1.5, 1.2, 1.2, 1.2, 1.2, 1.2],
  );
}

/** The period's pest and device trend: by month and by company, from the device checks. */
export function trendPdf(
  trend: { months: TrendRow[]; members: TrendRow[] },
  scope: PackScope,
  builtAt: string,
  config: ServiceConfig,
): Promise<Buffer> {
  const doc = cjkDocument(config, '虫害与设备趋势汇总');
  const done = pdfBuffer(doc);
  header(doc, '虫害与设备趋势汇总', scope, builtAt);
  doc.fontSize(12).fillColor('#1b5e20').text('按月').fillColor('#222222').fontSize(9).moveDown(0.3);
  trendTable(doc, '月份', trend.months);
  doc
    .moveDown(1)
    .fontSize(12)
    .fillColor('#1b5e20')
    .text('按公司', 50)
    .fillColor('#222222')
    .fontSize(9);
  doc.moveDown(0.3);
  trendTable(doc, '公司', trend.members);
  if (!trend.months.length) doc.moveDown(1).text('该期间没有服务记录。', 50);
  doc.end();
  return done;
}
