import { useQueries } from '@tanstack/react-query';
import {
  type RiskPoint,
  type TaskComment,
  type TaskDetail,
  type TaskIntro,
  type TaskMaterial,
  type TaskSignature,
  type WorkImage,
} from '@pest-portal/shared/contract/service';
import { queryFailure, type QueryFailure } from '../../components/query-failure';
import { serviceDetailQueries } from './service-detail-queries';

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

export interface ServiceDetail extends QueryFailure {
  /** Every part, once all have arrived: the page shows the visit whole, not piece by piece. */
  data: ServiceDetailData | null;
}

/**
 * Every part of the visit at once, in parallel (one round trip's wait, not nine), from the
 * queries the route's loader started; a failed part fails the page, whose retry asks again
 * for what failed.
 */
export function useServiceDetail(taskId: number): ServiceDetail {
  return useQueries({
    queries: serviceDetailQueries(taskId),
    combine: (results): ServiceDetail => {
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
      ] = results;
      const failure = queryFailure(...results);
      if (results.some((r) => r.data === undefined)) return { ...failure, data: null };
      return {
        ...failure,
        data: {
          detail: detail.data!,
          intro: intro.data!,
          materials: materials.data!,
          risks: risks.data!,
          pestRisks: pestRisks.data!,
          images: images.data!,
          comment: comment.data ?? null,
          employeeSignature: employeeSignature.data!,
          customerSignature: customerSignature.data!,
        },
      };
    },
  });
}
