import { request, type CallOptions } from '@pest-portal/shared';
import { ENDPOINTS } from '@pest-portal/shared/contract';
import type { TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The PDF as a Blob through the http client. */
export const downloadReport = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskReportDownSteam, input, options);
