import { request, type CallOptions } from '@pest-portal/shared';
import { SERVICE_ENDPOINTS, type TaskIdQuery } from '@pest-portal/shared/contract/service';

/** The PDF as a Blob through the http client. */
export const downloadReport = (input: TaskIdQuery, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskReportDownSteam, input, options);
