import { readScanMemory, rememberScan } from './scan-memory';

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
