import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** What the visit covered, found and suggests. */
export const getTaskIntro = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskIntroDetail, input, options);
