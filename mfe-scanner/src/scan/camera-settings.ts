/** The camera scan of spec §9: 10 frames a second, a 200×200 box, the rear camera. */
export const CAMERA_SCAN = {
  fps: 10,
  qrbox: { width: 200, height: 200 },
} as const;

export const REAR_CAMERA: MediaTrackConstraints = { facingMode: 'environment' };

/** The zoom slider of spec §9, narrowed to what the camera can do. */
export const ZOOM = { min: 1, max: 5, step: 0.1 } as const;

/** How long an invalid code's message stands before scanning resumes (no toast storm at 10 fps). */
export const INVALID_PAUSE_MS = 1500;
