import { sniffType } from './magic-bytes';

describe('sniffType', () => {
  it('recognises the four accepted types by their first bytes', () => {
    expect(sniffType(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.contentType).toBe('image/png');
    expect(sniffType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.contentType).toBe('image/jpeg');
    expect(sniffType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))?.contentType).toBe(
      'image/webp',
    );
    expect(sniffType(Buffer.from('%PDF-1.7\n', 'latin1'))?.ext).toBe('pdf');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffType(Buffer.from('RIFF\x24\x00\x00\x00WAVE', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });
});
