import { readScanMemory, rememberScan, startedCameraId } from './scan-memory';

describe('what the scan dialog remembers', () => {
  beforeEach(() => {
    document.cookie = 'pp_scan=; path=/; max-age=0';
  });

  it('starts empty, then keeps the camera and the permission together', () => {
    expect(readScanMemory()).toEqual({});
    rememberScan({ permission: true });
    rememberScan({ cameraId: 'cam-2' });
    expect(readScanMemory()).toEqual({ permission: true, cameraId: 'cam-2' });
    expect(localStorage.length).toBe(0);
  });

  it('ignores a cookie it did not write', () => {
    expect(readScanMemory('pp_scan=%7Bnot json')).toEqual({});
    expect(readScanMemory('pp_scan=%7B%22cameraId%22%3A5%7D')).toEqual({});
    expect(readScanMemory('other=1')).toEqual({});
  });
});

describe('which camera started', () => {
  const cameras = [
    { id: 'front', label: 'Front camera' },
    { id: 'back', label: 'Back camera' },
  ];

  it('is the running track’s device where the browser reports it', () => {
    expect(startedCameraId({ deviceId: 'back' }, 'front', cameras, null)).toBe('back');
  });

  it('else the camera asked for, else the one whose label the track carries', () => {
    expect(startedCameraId({}, 'front', cameras, 'Back camera')).toBe('front');
    expect(startedCameraId(null, null, cameras, 'Back camera')).toBe('back');
  });

  it('else the only camera, and nothing when it cannot be told', () => {
    expect(startedCameraId({}, null, [cameras[1]!], null)).toBe('back');
    expect(startedCameraId({}, null, cameras, null)).toBeNull();
    expect(startedCameraId({ deviceId: '' }, null, [], 'Back camera')).toBeNull();
  });
});
