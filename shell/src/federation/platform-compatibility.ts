import { getInstance, satisfy } from '@module-federation/enhanced/runtime';
// The default import: webpack keeps only the field read (a named import of JSON is
// deprecated, and warned about on every build).
import sharedPackage from '@pest-portal/shared/package.json';

/** The platform core's share key (shared/build/federation.cjs). */
const PLATFORM = '@pest-portal/shared';

/**
 * Why a remote is refused: the platform core's range it needs and the version this shell
 * provides; or the federation runtime it was built on and the one this shell runs.
 */
export interface Incompatibility {
  kind: 'platform' | 'runtime';
  required: string;
  provided: string;
}

/** The federation runtime this shell runs, which it gives to every remote (runtime-core-plugin.ts). */
export function hostRuntimeVersion(): string {
  return getInstance()?.version ?? '';
}

/**
 * A remote's production build runs on the shell's federation runtime core, carrying none
 * of its own (README: "One federation runtime"), so it must have been built with the
 * same version: its manifest names it (`metaData.pluginVersion`). Null when they agree or
 * the manifest does not say.
 */
export function runtimeMismatch(
  manifest: unknown,
  provided: string = hostRuntimeVersion(),
): Incompatibility | null {
  if (typeof manifest !== 'object' || manifest === null) return null;
  const metaData = (manifest as { metaData?: { pluginVersion?: unknown } }).metaData;
  const required = metaData?.pluginVersion;
  if (typeof required !== 'string' || !provided || required === provided) return null;
  return { kind: 'runtime', required, provided };
}

function requiredRange(manifest: unknown): string | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const shared = (manifest as { shared?: unknown }).shared;
  if (!Array.isArray(shared)) return undefined;
  for (const entry of shared as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { name, requiredVersion } = entry as { name?: unknown; requiredVersion?: unknown };
    if (name === PLATFORM && typeof requiredVersion === 'string') return requiredVersion;
  }
  return undefined;
}

/**
 * Why a remote that failed to load was refused, if it was for a version: built on another
 * federation runtime (the shell's loader refuses it: loader-policy-plugin.ts), or for a
 * platform core this shell's is outside of (its manifest names the range; the federation
 * runtime's strictVersion check threw). Asked only after a failure, so a healthy load
 * pays no extra request. Null when the versions agree or the manifest cannot be read
 * (then the failure is an ordinary one).
 */
export async function platformIncompatibility(
  manifestUrl: string,
  provided: string = sharedPackage.version,
  runtime: string = hostRuntimeVersion(),
): Promise<Incompatibility | null> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    const mismatch = runtimeMismatch(manifest, runtime);
    if (mismatch) return mismatch;
    const required = requiredRange(manifest);
    if (required === undefined || satisfy(provided, required)) return null;
    return { kind: 'platform', required, provided };
  } catch {
    return null;
  }
}
