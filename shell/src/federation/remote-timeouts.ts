/**
 * Each remote's own loading time-out, by container name. The loader writes it when it
 * registers a remote; the runtime plugin reads it in its fetch and createScript hooks.
 *
 * Deliberately free of imports: the runtime plugin is bundled into the federation
 * runtime, which runs before the shared modules (@pest-portal/shared, react) are ready.
 */
const timeouts = new Map<string, number>();

export function setRemoteTimeout(name: string, timeoutMs: number): void {
  timeouts.set(name, timeoutMs);
}

/** The remote's time-out, or undefined for a request that is not one of our remotes'. */
export function remoteTimeout(name: string | undefined): number | undefined {
  return name === undefined ? undefined : timeouts.get(name);
}

const failed = new Set<string>();

/** A remote whose last load failed: the next attempt re-registers it with force. */
export function markRemoteFailed(name: string): void {
  failed.add(name);
}

/** Whether the remote failed since it was last registered; clears the mark. */
export function takeRemoteFailure(name: string): boolean {
  return failed.delete(name);
}
