import type { ReportModel } from './report-model';

export type Cell = string | number | null;

/** One table of the report, as both renderers draw it. */
export interface ReportTable {
  title: string;
  headers: string[];
  rows: Cell[][];
  /** Relative column widths, for the PDF (HTML tables size themselves). */
  weights: number[];
}

/**
 * The report's data tables, built once from the model, so the HTML and the PDF cannot
 * disagree about what a column is called or holds.
 */
export function reportTables(model: ReportModel): ReportTable[] {
  return [
    {
      title: '设备检查',
      headers: ['区域', '设备编号', '设备类型', '状态', '捕获情况', '合计'],
      rows: model.devices.map((d) => [
        d.areaName,
        d.deviceCode,
        d.deviceTypeName,
        d.deviceStatusName,
        d.pests.map((p) => `${p.pestName}×${p.count}`).join('、'),
        d.pestTotal,
      ]),
      weights: [2, 2, 2, 1.5, 4, 1],
    },
    {
      title: '害虫统计',
      headers: ['害虫', '数量'],
      rows: model.pestTotals.map((p) => [p.pestName, p.count]),
      weights: [3, 1],
    },
    {
      title: '药剂及材料',
      headers: ['名称', '有效成分', '登记证号', '用量', '使用区域', '使用方法'],
      rows: model.materials.map((m) => [
        m.materialName,
        m.activeIngredient,
        m.registrationNo,
        `${m.quantity}${m.unit}`,
        m.usageArea,
        m.usageMethod,
      ]),
      weights: [4, 2, 2, 1.5, 1.5, 3],
    },
    {
      title: '风险点',
      headers: ['类型', '害虫', '等级', '位置', '描述', '状态'],
      rows: model.risks.map((r) => [
        r.riskTypeName,
        r.pestName,
        r.riskGradeName,
        r.location,
        r.description,
        r.statusName,
      ]),
      weights: [2, 2, 1.5, 2, 4, 1.5],
    },
  ];
}
