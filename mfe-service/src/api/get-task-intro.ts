import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskIdQuery } from '@pest-portal/shared/contract/service';

/** What the visit covered, found and suggests. */
export const getTaskIntro = (input: TaskIdQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskIntroDetail, input, options);
