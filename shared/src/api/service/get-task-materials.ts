import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** Chemicals and materials used on the visit. */
export const getTaskMaterials = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskMaterielList, input, options);
