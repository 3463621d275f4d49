import type { Incompatibility } from './platform-compatibility';

export type RemoteFailure = 'missing' | 'timeout' | 'failed' | 'incompatible';

const FAILURE_TEXT: Record<RemoteFailure, string> = {
  missing: 'is not configured',
  timeout: 'timed out',
  failed: 'failed to load',
  incompatible: 'was built for another platform version',
};

/**
 * A remote that could not be loaded: not configured, too slow, broken, or built for a
 * platform core this shell does not provide (then `incompatibility` says which).
 */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  readonly incompatibility?: Incompatibility;

  constructor(
    readonly remote: string,
    readonly reason: RemoteFailure,
    options?: { cause?: unknown; incompatibility?: Incompatibility },
  ) {
    super(`Remote "${remote}" ${FAILURE_TEXT[reason]}`, options);
    this.incompatibility = options?.incompatibility;
  }
}
