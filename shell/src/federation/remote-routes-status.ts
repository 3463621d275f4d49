import { useSyncExternalStore } from 'react';

/** Where a remote's route tree is: on its way, joined into the router, or failed. */
export type RemoteRoutesStatus = 'loading' | 'ready' | 'error';

const statuses = new Map<string, RemoteRoutesStatus>();
const listeners = new Set<() => void>();

export function setRemoteRoutesStatus(remote: string, status: RemoteRoutesStatus): void {
  if (statuses.get(remote) === status) return;
  statuses.set(remote, status);
  for (const listener of listeners) listener();
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
}
