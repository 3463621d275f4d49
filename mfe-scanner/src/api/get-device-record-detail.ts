import { queryOptions } from '@tanstack/react-query';
import { request } from '@pest-portal/shared';
import { SCANNER_ENDPOINTS } from '@pest-portal/shared/contract/scanner';

/** One check of a device in full: counts, remark and the visit's photos. */
export const getDeviceRecordDetail = (recordId: number) =>
  // Quiet: the page itself says why a record cannot be shown.
  request(SCANNER_ENDPOINTS.deviceRecordDetailPage, { recordId }, { quiet: true });

export const deviceRecordDetailQuery = (recordId: number) =>
  queryOptions({
    queryKey: ['scanner', 'deviceRecordDetail', recordId],
    queryFn: () => getDeviceRecordDetail(recordId),
  });
