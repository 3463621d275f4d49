import { scanErrorKey } from './scan-errors';

describe('the library’s errors as catalogue texts', () => {
  it.each([
    ['Camera streaming not supported by the browser.', 'scan.error.noStreaming'],
    [
      "The device doesn't support navigator.mediaDevices , only supported cameraIdOrConfig in this case is deviceId parameter (string).",
      'scan.error.noStreaming',
    ],
    ['Error getting userMedia, error = NotAllowedError: Permission denied', 'scan.error.userMedia'],
    [
      'Error getting userMedia, error = NotFoundError: Requested device not found',
      'scan.error.noCamera',
    ],
    [
      'Camera access is only supported in secure context like https or localhost.',
      'scan.error.insecure',
    ],
    ['No camera found', 'scan.error.noCamera'],
    ['Failed to turn on torch', 'scan.error.torch'],
    ['Scanner paused', 'scan.error.paused'],
    ['QR code parse error, error = NotFoundException', 'scan.error.parse'],
    ['No MultiFormat Readers were able to detect the code.', 'scan.error.parse'],
  ])('%s', (message, key) => {
    expect(scanErrorKey(message, 'scan.error.userMedia')).toBe(key);
  });

  it('reads DOMExceptions by name, and falls back for the unknown', () => {
    expect(scanErrorKey(new DOMException('x', 'NotAllowedError'), 'scan.error.parse')).toBe(
      'scan.error.userMedia',
    );
    expect(scanErrorKey(new Error('???'), 'scan.error.parse')).toBe('scan.error.parse');
    expect(scanErrorKey(42, 'scan.error.noCamera')).toBe('scan.error.noCamera');
  });
});
