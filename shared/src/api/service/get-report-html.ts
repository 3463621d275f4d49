import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The report as a whole HTML document, for a sandboxed iframe. */
export const getReportHtml = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskReportHtml, input, options);
