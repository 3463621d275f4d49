import type {
  AreaPestTotal,
  DeviceCheck,
  PestCount,
  RiskPoint,
  TaskComment,
  TaskDetail,
  TaskIntro,
  TaskMaterial,
  TaskSignature,
  WorkImage,
} from '@pest-portal/shared/contract';
import type { Queryable } from '../../db/db';
import { invalidField, notFound } from '../../http/api-failure';
import { deviceCollects } from '../device-collects-query';
import { taskRisks } from '../risk-query';
import { TASK_NOT_FOUND } from '../scope';
import { customerSignature, employeeSignature, taskComment } from '../signature-query';
import { taskDetail, taskIntro, taskMaterials, workImages } from '../task-detail-query';

/** Everything a service report shows: the HTML and the PDF are both drawn from this, so they agree. */
export interface ReportModel {
  detail: TaskDetail;
  intro: TaskIntro;
  materials: TaskMaterial[];
  risks: RiskPoint[];
  devices: DeviceCheck[];
  pestTotals: PestCount[];
  areaTotals: AreaPestTotal[];
  images: WorkImage[];
  employee: TaskSignature;
  customer: TaskSignature;
  comment: TaskComment | null;
}

export const NO_REPORT = '服务尚未完成，暂无服务报告';
/** A report lists every device checked; a site has far fewer. */
const MAX_DEVICES = 500;

/** The report of a served visit (waitSign or finished); the caller has checked the scope. */
export async function loadReport(
  db: Queryable,
  basePath: string,
  taskId: number,
): Promise<ReportModel> {
  const detail = await taskDetail(db, taskId);
  if (!detail) throw notFound(TASK_NOT_FOUND);
  if (detail.status !== 'waitSign' && detail.status !== 'finished')
    throw invalidField('taskId', NO_REPORT);
  const [intro, materials, facility, pest, collects, images, employee, customer, comment] =
    await Promise.all([
      taskIntro(db, taskId),
      taskMaterials(db, taskId),
      taskRisks(db, basePath, taskId, false),
      taskRisks(db, basePath, taskId, true),
      deviceCollects(db, { taskId, pageNum: 1, pageSize: MAX_DEVICES }),
      workImages(db, basePath, taskId),
      employeeSignature(db, basePath, taskId),
      customerSignature(db, basePath, taskId),
      taskComment(db, taskId),
    ]);
  if (!intro) throw notFound(TASK_NOT_FOUND);
  return {
    detail,
    intro,
    materials,
    risks: [...pest, ...facility],
    devices: collects.list,
    pestTotals: collects.pestTotals,
    areaTotals: collects.areaTotals,
    images,
    employee,
    customer,
    comment,
  };
}

/** The file name of the PDF: readable in Chinese, with the order number. */
export function reportFileName(orderNo: string): string {
  return `服务报告-${orderNo}.pdf`;
}
