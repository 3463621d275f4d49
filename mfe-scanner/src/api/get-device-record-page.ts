import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '@pest-portal/shared';
import {
  SCANNER_ENDPOINTS,
  type DeviceRecordPageInput,
} from '@pest-portal/shared/contract/scanner';

/** One page of the device's service records, newest first. */
export const getDeviceRecordPage = (input: DeviceRecordPageInput) =>
  request(SCANNER_ENDPOINTS.deviceRecordPage, input);

export const deviceRecordPageQuery = (input: DeviceRecordPageInput) =>
  queryOptions({
    queryKey: ['scanner', 'deviceRecordPage', input],
    queryFn: () => getDeviceRecordPage(input),
    // The list keeps its rows while the next page loads instead of collapsing.
    placeholderData: keepPreviousData,
  });
