import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The report as a whole HTML document, for a sandboxed iframe. */
export const getReportHtml = (input: TaskIdQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskReportHtml, input, options);
