import { useEffect, useRef } from 'react';
import { notify, type ScanDialogProps } from '@pest-portal/shared';
import { useT } from '../i18n';
import { useScanReader } from '../scan/use-scan-reader';
import { configuredBridge } from './wechat-sdk';

/**
 * 扫一扫 inside WeChat (spec §4): WeChat's own scanner reads QR codes and barcodes, and
 * its text goes through the same rules as the camera's. An invalid code says 二维码无效！
 * and the scanner opens again; cancelling closes.
 */
export function WeChatScan({ open, onClose }: ScanDialogProps) {
  const t = useT();
  const read = useScanReader(onClose);
  const readRef = useRef(read);
  readRef.current = read;
  // The parent's onClose may be a new function on every render: held in a ref, a re-render
  // of the header (a route revalidation) does not configure and open WeChat's scanner again.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    let active = true;
    const fail = (error: unknown) => {
      console.warn('[scanner] WeChat scan unavailable', error);
      if (!active) return;
      notify('error', t('wechat.scanFailed'));
      closeRef.current();
    };
    configuredBridge(['scanQRCode']).then((wx) => {
      const scan = () =>
        wx.scanQRCode({
          needResult: 1,
          scanType: ['qrCode', 'barCode'],
          success: ({ resultStr }) => {
            if (!active) return;
            // A barcode arrives as "EAN_13,690..."; it has no brace and reads as invalid.
            const verdict = readRef.current(resultStr);
            if (verdict !== 'done')
              window.setTimeout(() => active && scan(), verdict.resumeAfterMs);
          },
          fail,
          cancel: () => active && closeRef.current(),
        });
      if (active) scan();
    }, fail);
    return () => {
      active = false;
    };
  }, [open, t]);

  return null;
}
