import { FILE_KINDS, type FileKind } from '@pest-portal/shared/contract/qualification';
import { reportFileName } from '../../service/report/report-model';
import type { PackContents } from './pack-contents';

export const KIND_NAMES: Record<FileKind, string> = {
  businessLicence: '营业执照',
  serviceLicence: '有害生物防制服务资质',
  pesticideRegistration: '农药登记证',
  technicianCertificate: '技术员证书',
  liabilityInsurance: '责任保险',
  safetyDataSheet: '安全技术说明书与标签',
  serviceContract: '服务合同',
};

export type PackEntry =
  | { type: 'index'; path: string; title: string }
  | { type: 'file'; path: string; title: string; fileId: number }
  | { type: 'report'; path: string; title: string; taskId: number }
  | { type: 'trendPdf' | 'trendCsv' | 'risks'; path: string; title: string };

/** A path segment: no separators or control characters from a stored name. */
function segment(name: string): string {
  // Control characters are dropped by code point: a regex range of them is a lint error.
  const visible = [...name].filter((c) => c.charCodeAt(0) >= 0x20).join('');
  return visible.replace(/[\\/:*?"<>|]/g, '_').trim() || '_';
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Every entry of the archive in order, named so that the folders sort as the index lists
 * them: the index, the files by kind, the reports by company and date, the summaries.
 */
export function packEntries(contents: PackContents): PackEntry[] {
  const width = String(Math.max(contents.files.length, 1)).length + 1;
  const kindOf = (k: string) => KIND_NAMES[FILE_KINDS.find((f) => f === k) ?? 'serviceContract'];
  return [
    { type: 'index', path: '00-目录.pdf', title: '本资料包的目录' },
    ...contents.files.map((f, i): PackEntry => ({
      type: 'file',
      path: `01-资质文件/${pad(i + 1, width)}-${segment(f.fileName)}`,
      title: `${kindOf(f.kind)}：${f.name}（有效期至 ${f.validTo ?? '长期'}）`,
      fileId: f.id,
    })),
    ...contents.reports.map((r): PackEntry => ({
      type: 'report',
      path: `02-服务报告/${segment(r.memberName)}/${r.planDate}-${segment(reportFileName(r.orderNo))}`,
      title: `工单 ${r.orderNo} ：${r.memberName} ${r.planDate} ${r.taskTypeName}，客户签字 ${r.signedAt}`,
      taskId: r.taskId,
    })),
    {
      type: 'trendPdf',
      path: '03-趋势汇总/虫害与设备趋势汇总.pdf',
      title: '按月、按公司的服务、设备与捕获汇总',
    },
    {
      type: 'trendCsv',
      path: '03-趋势汇总/虫害与设备趋势汇总-按月.csv',
      title: '按月汇总（表格）',
    },
    {
      type: 'risks',
      path: '04-风险点/风险点跟进清单.csv',
      title: `风险点及跟进状态，共 ${contents.riskPoints} 条`,
    },
  ];
}
