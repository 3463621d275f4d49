import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** What the visit covered, found and suggests. */
export const getTaskIntro = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskIntroDetail, input, options);
