import { useEffect } from 'react';
import { isMissingChunk } from './missing-chunk';
import { RemoteError } from './remote-error';
import { RemoteLoading } from './remote-loading';

/** When each remote was last reloaded on its own, so a chunk that stays missing cannot loop. */
const lastReload = new Map<string, number>();
const RELOAD_AT_MOST_EVERY_MS = 30_000;

/**
 * What a remote's area shows when loading or rendering it failed. A missing chunk (the
 * remote was redeployed under the open page and its old files are gone) reloads that
 * remote alone, once: the page, the layout and the other sections stay as they are.
 * Anything else, or a chunk still missing after the reload, shows the error with Retry.
 */
export function RemoteFailure({
  remote,
  name,
  error,
  retry,
}: {
  remote: string;
  name: string;
  error: unknown;
  retry: () => void;
}) {
  const last = lastReload.get(remote) ?? -Infinity;
  const reload = isMissingChunk(error) && Date.now() - last > RELOAD_AT_MOST_EVERY_MS;
  useEffect(() => {
    if (!reload) return;
    lastReload.set(remote, Date.now());
    console.warn(`[shell] remote "${remote}" met a missing chunk; reloading it`, error);
    retry();
  }, [reload, remote, error, retry]);
  if (reload) return <RemoteLoading />;
  return <RemoteError name={name} onRetry={retry} error={error} />;
}
