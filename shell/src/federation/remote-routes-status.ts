import { useSyncExternalStore } from 'react';

/** Where a remote's route tree is: on its way, joined into the router, or failed. */
export type RemoteRoutesStatus = 'loading' | 'ready' | 'error';

const statuses = new Map<string, RemoteRoutesStatus>();
/** Why a remote failed, for its error area (an incompatible core names both versions). */
const errors = new Map<string, unknown>();
const listeners = new Set<() => void>();

export function setRemoteRoutesStatus(
  remote: string,
  status: RemoteRoutesStatus,
  error?: unknown,
): void {
  if (status === 'error') errors.set(remote, error);
  else errors.delete(remote);
  if (statuses.get(remote) === status) return;
  statuses.set(remote, status);
  for (const listener of listeners) listener();
}

/** The error of a remote whose status is 'error'. */
export function remoteRoutesError(remote: string): unknown {
  return errors.get(remote);
}

export function remoteRoutesStatus(remote: string): RemoteRoutesStatus {
  return statuses.get(remote) ?? 'loading';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A remote's status for a component: its mount shows loading, the page, or the error with Retry. */
export function useRemoteRoutesStatus(remote: string): RemoteRoutesStatus {
  return useSyncExternalStore(subscribe, () => remoteRoutesStatus(remote));
}

/** Only for tests. */
export function resetRemoteRoutesStatus(): void {
  statuses.clear();
  errors.clear();
}
