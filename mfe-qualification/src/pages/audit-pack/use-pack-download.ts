import { useRef, useState } from 'react';
import { ApiError } from '@pest-portal/shared';
import type { AuditPackInput } from '@pest-portal/shared/contract/qualification';
import { saveBlob } from '@pest-portal/shared/ui';
import { downloadAuditPack } from '../../api/download-audit-pack';
import { getAuditPackProgress } from '../../api/get-audit-pack-progress';
import { newPackId } from './pack-id';

export type PackDownload =
  | { state: 'idle' }
  | { state: 'running'; packed: number; total: number }
  | { state: 'done'; size: number; fileName: string }
  | { state: 'failed'; reason: string }
  | { state: 'cancelled' };

/** How often the page asks how far the packing is. */
const POLL_MS = 500;

/**
 * Download the pack while the server builds it. Progress is entries packed of all
 * (issue 11): the page names the download (a pack id) and asks the server how far it is
 * while the archive streams in; `total` is the plan's count until the server's first
 * answer. Cancel aborts the download.
 */
export function usePackDownload() {
  const [status, setStatus] = useState<PackDownload>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const start = async (input: AuditPackInput, fileName: string, entries: number) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const packId = newPackId();
    setStatus({ state: 'running', packed: 0, total: entries });
    let asking = false;
    const poll = window.setInterval(() => {
      if (asking) return;
      asking = true;
      getAuditPackProgress(packId, { quiet: true, signal: abort.signal })
        .then(({ packed, total }) => {
          // Before the server has started this pack it answers 0 of 0: keep the plan's total.
          if (!abort.signal.aborted && total > 0)
            setStatus((s) => (s.state === 'running' ? { state: 'running', packed, total } : s));
        })
        // A missed answer is only a late number: the next poll asks again.
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, POLL_MS);
    try {
      const blob = await downloadAuditPack(
        { ...input, packId },
        { signal: abort.signal, quiet: true },
      );
      saveBlob(blob, fileName);
      setStatus({ state: 'done', size: blob.size, fileName });
    } catch (error) {
      if (abort.signal.aborted) setStatus({ state: 'cancelled' });
      else
        setStatus({
          state: 'failed',
          reason: error instanceof ApiError ? error.message : String(error),
        });
    } finally {
      window.clearInterval(poll);
    }
  };
  const cancel = () => controller.current?.abort();
  const reset = () => setStatus({ state: 'idle' });
  return { status, start, cancel, reset };
}
