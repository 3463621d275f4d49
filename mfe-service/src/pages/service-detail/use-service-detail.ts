import {
  type RiskPoint,
  type TaskComment,
  type TaskDetail,
  type TaskIntro,
  type TaskMaterial,
  type TaskSignature,
  type WorkImage,
} from '@pest-portal/shared/contract/service';
import { useLoad } from '../../components/use-load';
import { getCustomerSignature } from '../../api/get-customer-signature';
import { getEmployeeSignature } from '../../api/get-employee-signature';
import { getTaskComment } from '../../api/get-task-comment';
import { getTaskDetail } from '../../api/get-task-detail';
import { getTaskIntro } from '../../api/get-task-intro';
import { getTaskMaterials } from '../../api/get-task-materials';
import { getTaskPestRisks } from '../../api/get-task-pest-risks';
import { getTaskRisks } from '../../api/get-task-risks';
import { getWorkImages } from '../../api/get-work-images';

/** The visit as the technician recorded it; the device checks load apart, paged. */
export interface ServiceDetailData {
  detail: TaskDetail;
  intro: TaskIntro;
  materials: TaskMaterial[];
  risks: RiskPoint[];
  pestRisks: RiskPoint[];
  images: WorkImage[];
  comment: TaskComment | null;
  employeeSignature: TaskSignature;
  customerSignature: TaskSignature;
}

/** Every part of the visit at once, in parallel: one round trip's wait, not nine. */
export async function loadServiceDetail(
  taskId: number,
  signal: AbortSignal,
): Promise<ServiceDetailData> {
  const input = { taskId };
  const options = { signal, quiet: true };
  const [
    detail,
    intro,
    materials,
    risks,
    pestRisks,
    images,
    comment,
    employeeSignature,
    customerSignature,
  ] = await Promise.all([
    getTaskDetail(input, options),
    getTaskIntro(input, options),
    getTaskMaterials(input, options),
    getTaskRisks(input, options),
    getTaskPestRisks(input, options),
    getWorkImages(input, options),
    getTaskComment(input, options),
    getEmployeeSignature(input, options),
    getCustomerSignature(input, options),
  ]);
  return {
    detail,
    intro,
    materials,
    risks,
    pestRisks,
    images,
    comment,
    employeeSignature,
    customerSignature,
  };
}

export function useServiceDetail(taskId: number | null) {
  return useLoad(taskId === null ? null : `detail:${taskId}`, (signal) =>
    loadServiceDetail(taskId ?? 0, signal),
  );
}
