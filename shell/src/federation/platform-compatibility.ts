import { satisfy } from '@module-federation/enhanced/runtime';
// The default import: webpack keeps only the field read (a named import of JSON is
// deprecated, and warned about on every build).
import sharedPackage from '@pest-portal/shared/package.json';

/** The platform core's share key (shared/build/federation.cjs). */
const PLATFORM = '@pest-portal/shared';

/** The core version this shell provides, and the range a refused remote needs. */
export interface Incompatibility {
  required: string;
  provided: string;
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
 * Why a remote that failed to load was refused, if it was for the platform core's version:
 * its manifest names the range it was built for, and the core this shell provides is
 * outside it (the federation runtime's strictVersion check threw). Asked only after a
 * failure, so a healthy load pays no extra request. Null when the versions agree or the
 * manifest cannot be read (then the failure is an ordinary one).
 */
export async function platformIncompatibility(
  manifestUrl: string,
  provided: string = sharedPackage.version,
): Promise<Incompatibility | null> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    const required = requiredRange(await response.json());
    if (required === undefined || satisfy(provided, required)) return null;
    return { required, provided };
  } catch {
    return null;
  }
}
