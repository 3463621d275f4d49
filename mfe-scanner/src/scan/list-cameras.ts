import type { CameraDevice } from 'html5-qrcode/camera/core';

/**
 * The device's cameras, read once one is running: the permission it was granted gives
 * their labels, so the list needs no stream of its own. html5-qrcode's getCameras opens
 * one (`getUserMedia({ video: true })`, the default camera, the front one on a phone)
 * beside the rear camera scanning: a phone that opens one camera at a time refused it
 * (and the list came back empty), and in Safari a second video capture mutes the first.
 */
export async function listCameras(): Promise<CameraDevice[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'videoinput')
    .map((device) => ({ id: device.deviceId, label: device.label }));
}
