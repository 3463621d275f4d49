import { SAMPLE } from '../testing/multipart';
import { imageOnly } from './content-check';

const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');

describe('imageOnly', () => {
  it('keeps a whole image as it is', () => {
    expect(imageOnly('image/png', SAMPLE.png)?.equals(SAMPLE.png)).toBe(true);
    expect(imageOnly('image/jpeg', SAMPLE.jpeg)?.equals(SAMPLE.jpeg)).toBe(true);
  });

  it('refuses a PNG with HTML appended, or one cut short', () => {
    expect(imageOnly('image/png', Buffer.concat([SAMPLE.png, html]))).toBeNull();
    expect(imageOnly('image/png', SAMPLE.png.subarray(0, SAMPLE.png.length - 12))).toBeNull();
  });

  it('keeps only the first image of a JPEG with something appended', () => {
    const kept = imageOnly('image/jpeg', Buffer.concat([SAMPLE.jpeg, html]));
    expect(kept?.equals(SAMPLE.jpeg)).toBe(true);
    expect(imageOnly('image/jpeg', SAMPLE.jpeg.subarray(0, 10))).toBeNull();
  });

  it('refuses a WEBP longer than its header says', () => {
    const webp = Buffer.from('RIFF\x04\x00\x00\x00WEBP', 'latin1');
    expect(imageOnly('image/webp', webp)).not.toBeNull();
    expect(imageOnly('image/webp', Buffer.concat([webp, html]))).toBeNull();
  });
});
