import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, type CallOptions } from '@pest-portal/shared';
import {
  SCANNER_ENDPOINTS,
  type DeviceRecordPageInput,
} from '@pest-portal/shared/contract/scanner';

/**
 * A device's service records, newest first: the QR query's own endpoint, so the site plan
 * shows exactly the history a scan of the device's label shows.
 */
export const getDeviceRecords = (input: DeviceRecordPageInput, options?: CallOptions) =>
  request(SCANNER_ENDPOINTS.deviceRecordPage, input, options);

export const deviceRecordsQuery = (input: DeviceRecordPageInput) =>
  queryOptions({
    queryKey: ['dashboard', 'deviceRecords', input],
    queryFn: ({ signal }) => getDeviceRecords(input, { signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
