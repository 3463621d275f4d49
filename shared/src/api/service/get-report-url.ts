import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** A signed link to the PDF that works without headers. */
export const getReportUrl = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskReportUrl, input, options);
