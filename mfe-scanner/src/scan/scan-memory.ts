/**
 * What the dialog remembers between openings (spec §4): the camera last used, and that
 * camera permission was granted (then the camera starts by itself on switching back to
 * camera mode). Local storage holds only the spec's keys (README "Choices"), so this
 * lives in a cookie, as the chosen language does.
 */
export interface ScanMemory {
  cameraId?: string;
  permission?: boolean;
}

const COOKIE = 'pp_scan';
const ONE_YEAR = 365 * 24 * 3600;

export function readScanMemory(cookie = document.cookie): ScanMemory {
  const raw = cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (value === null || typeof value !== 'object') return {};
    const { cameraId, permission } = value as Record<string, unknown>;
    return {
      ...(typeof cameraId === 'string' && cameraId ? { cameraId } : {}),
      ...(permission === true ? { permission } : {}),
    };
  } catch {
    return {};
  }
}

export function rememberScan(change: ScanMemory): void {
  const next = { ...readScanMemory(), ...change };
  document.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(next))}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
}
