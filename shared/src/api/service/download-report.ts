import { ENDPOINTS } from '../../contract/endpoints';
import type { TaskIdQuery } from '../../contract/service';
import { request, type CallOptions } from '../http-client';

/** The PDF as a Blob through the http client. */
export const downloadReport = (input: TaskIdQuery, options?: CallOptions) =>
  request(ENDPOINTS.taskReportDownSteam, input, options);
