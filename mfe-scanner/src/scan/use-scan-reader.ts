import { useCallback, useRef } from 'react';
import { useNavigate } from '@pest-portal/shared/router';
import { notify, paths } from '@pest-portal/shared';
import { useT } from '../i18n';
import { INVALID_PAUSE_MS } from './camera-settings';
import { queryHref, readScan } from './scan-payload';
import type { ReadVerdict } from './use-camera-scanner';

/** How long the same invalid text stays quiet: the camera keeps seeing it at 10 fps. */
const REPEAT_QUIET_MS = 4000;

/**
 * What every scanner (camera, file, WeChat's) does with a text it read (spec §4): a label
 * opens qrcodeQuery with its payload as the query and the dialog closes; anything else
 * shows 二维码无效！ and scanning resumes after a moment.
 */
export function useScanReader(onDone: () => void): (text: string) => ReadVerdict {
  const t = useT();
  const navigate = useNavigate();
  const lastInvalid = useRef<{ text: string; at: number } | null>(null);
  return useCallback(
    (text: string) => {
      const reading = readScan(text);
      if (reading.kind === 'query') {
        onDone();
        navigate(queryHref(paths.qrcodeQuery.path, reading.query));
        return 'done';
      }
      const now = Date.now();
      const last = lastInvalid.current;
      // The quiet time counts from the toast, not from the last read: a code that stays
      // in view is said again every few seconds, not once and never again.
      if (!last || last.text !== text || now - last.at > REPEAT_QUIET_MS) {
        notify('warning', t('scan.invalid'));
        lastInvalid.current = { text, at: now };
      }
      return { resumeAfterMs: INVALID_PAUSE_MS };
    },
    [navigate, onDone, t],
  );
}
