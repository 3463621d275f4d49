import { queryOptions } from '@tanstack/react-query';
import { request } from '@pest-portal/shared';
import { SCANNER_ENDPOINTS } from '@pest-portal/shared/contract/scanner';

/** The device a scanned label names (its device code, the payload's `qrcode`). */
export const getQrcodeInfo = (qrcode: string) =>
  // Quiet: the page itself says why a label finds no device, no toast besides.
  request(SCANNER_ENDPOINTS.getQrcodeInfo, { qrcode }, { quiet: true });

export const qrcodeInfoQuery = (qrcode: string) =>
  queryOptions({
    queryKey: ['scanner', 'qrcodeInfo', qrcode],
    queryFn: () => getQrcodeInfo(qrcode),
  });
