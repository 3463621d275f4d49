import { request, type CallOptions } from '@pest-portal/shared';
import {
  SERVICE_ENDPOINTS,
  type DeviceCollectsRequest,
} from '@pest-portal/shared/contract/service';

/** Devices checked on the visit with their catches, paged, and the totals. */
export const getDeviceCollects = (input: DeviceCollectsRequest, options?: CallOptions) =>
  request(SERVICE_ENDPOINTS.taskDeviceCollects, input, options);
