import { ENDPOINTS, type Endpoint, type TaskIdQuery } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { deviceCollects } from './device-collects-query';
import { taskRisks } from './risk-query';
import { visibleTask, TASK_NOT_FOUND } from './scope';
import { customerSignature, employeeSignature, taskComment } from './signature-query';
import { taskDetail, taskIntro, taskMaterials, workImages } from './task-detail-query';

/**
 * Everything serviceDetail shows of one work order. Each call first proves the order is
 * the caller's (visibleTask), then reads by its id.
 */
export function registerTaskDetailRoutes(router: Router, ctx: AppContext): void {
  const { db } = ctx;
  const base = ctx.settings.api.basePath;
  const found = <T>(value: T | null): T => {
    if (value === null) throw notFound(TASK_NOT_FOUND);
    return value;
  };
  /** A per-order call taking `{ taskId }`: checked for scope, then answered by `read`. */
  function perTask<R>(
    endpoint: Endpoint<TaskIdQuery, R>,
    read: (taskId: number) => Promise<R>,
  ): void {
    router.route<Endpoint<TaskIdQuery, R>>(endpoint, async (input, { auth }) => {
      await visibleTask(db, auth, input.taskId);
      return read(input.taskId);
    });
  }

  perTask(ENDPOINTS.taskDetail, async (id) => found(await taskDetail(db, id)));
  perTask(ENDPOINTS.taskIntroDetail, async (id) => found(await taskIntro(db, id)));
  perTask(ENDPOINTS.taskMaterielList, (id) => taskMaterials(db, id));
  perTask(ENDPOINTS.taskRiskList, (id) => taskRisks(db, base, id, false));
  perTask(ENDPOINTS.taskPestRiskList, (id) => taskRisks(db, base, id, true));
  perTask(ENDPOINTS.taskWorkImageList, (id) => workImages(db, base, id));
  perTask(ENDPOINTS.taskEmployeeSignature, (id) => employeeSignature(db, base, id));
  perTask(ENDPOINTS.taskCustomerSignature, (id) => customerSignature(db, base, id));
  perTask(ENDPOINTS.taskCommentDetail, (id) => taskComment(db, id));

  router.route(ENDPOINTS.taskDeviceCollects, async (input, { auth }) => {
    await visibleTask(db, auth, input.taskId);
    return deviceCollects(db, input);
  });
}
