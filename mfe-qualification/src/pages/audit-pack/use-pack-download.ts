import { useRef, useState } from 'react';
import { ApiError } from '@pest-portal/shared';
import type { AuditPackInput } from '@pest-portal/shared/contract/qualification';
import { downloadAuditPack } from '../../api/download-audit-pack';
import { saveBlob } from '../../components/save-blob';

export type PackDownload =
  | { state: 'idle' }
  | { state: 'running'; received: number }
  | { state: 'done'; size: number; fileName: string }
  | { state: 'failed'; reason: string }
  | { state: 'cancelled' };

/**
 * Download the pack while the server builds it: the bytes received so far are the
 * progress (the archive's size is not known until it is finished), cancel aborts it.
 */
export function usePackDownload() {
  const [status, setStatus] = useState<PackDownload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const start = async (input: AuditPackInput, fileName: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ state: 'running', received: 0 });
    try {
      const blob = await downloadAuditPack(input, {
        signal: abort.signal,
        quiet: true,
        onDownloadProgress: (event) => {
          if (!abort.signal.aborted) setStatus({ state: 'running', received: event.loaded });
        },
      });
      saveBlob(blob, fileName);
      setStatus({ state: 'done', size: blob.size, fileName });
    } catch (error) {
      if (abort.signal.aborted) setStatus({ state: 'cancelled' });
      else
        setStatus({
          state: 'failed',
          reason: error instanceof ApiError ? error.message : String(error),
        });
    }
  };
  const cancel = () => controller.current?.abort();
  const reset = () => setStatus({ state: 'idle' });
  return { status, start, cancel, reset };
}
