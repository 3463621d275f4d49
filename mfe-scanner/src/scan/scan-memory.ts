import type { CameraDevice } from 'html5-qrcode/camera/core';

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

/**
 * The device id of the camera that actually started, to remember for the next opening
 * (spec §4 "the last-used camera is remembered"), whichever way it was chosen: the rear
 * camera by facing mode, a remembered one, or one picked in the list. The running track's
 * settings say it where the browser reports them; else the id that was asked for; else the
 * camera of the list whose label the running track carries; else the only camera there is.
 */
export function startedCameraId(
  settings: MediaTrackSettings | null,
  requested: string | null,
  cameras: readonly CameraDevice[],
  trackLabel: string | null,
): string | null {
  if (settings?.deviceId) return settings.deviceId;
  if (requested) return requested;
  const labelled = trackLabel ? cameras.find((c) => c.label === trackLabel) : undefined;
  if (labelled) return labelled.id;
  return cameras.length === 1 ? cameras[0]!.id : null;
}
