import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** Chemicals and materials used on the visit. */
export const getTaskMaterials = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskMaterielList, input, options);
