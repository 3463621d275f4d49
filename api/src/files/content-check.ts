import type { UploadType } from './magic-bytes';

const PNG_SIGNATURE_LENGTH = 8;

/** Where a PNG ends: chunks (length, type, data, CRC) up to IEND; null when malformed. */
function pngEnd(content: Buffer): number | null {
  let at = PNG_SIGNATURE_LENGTH;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const type = content.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= content.length ? at : null;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** After a start-of-scan: the next marker, skipping stuffed FF 00 bytes and restarts. */
function afterScan(content: Buffer, from: number): number {
  let at = from;
  while (at + 1 < content.length) {
    const next = content[at + 1] ?? 0;
    if (content[at] === 0xff && next !== 0 && next !== 0xff && !isRestart(next)) return at;
    at += 1;
  }
  return content.length;
}

/** Where a JPEG's first image ends: segments and scans up to its end-of-image marker. */
function jpegEnd(content: Buffer): number | null {
  let at = 2;
  while (at + 1 < content.length) {
    if (content[at] !== 0xff) return null;
    const marker = content[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (isRestart(marker) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > content.length) return null;
    const segmentEnd = at + 2 + content.readUInt16BE(at + 2);
    at = marker === 0xda ? afterScan(content, segmentEnd) : segmentEnd;
  }
  return null;
}

/** A WEBP's RIFF header states its size. */
function webpEnd(content: Buffer): number | null {
  return content.length >= 12 ? content.readUInt32LE(4) + 8 : null;
}

/**
 * The image alone, without anything appended after its end, or null when it must be
 * refused. PNG and WEBP have no reason to carry anything after their end: such a file (an
 * image with HTML or script appended, a polyglot) is refused. Phones append data to JPEGs
 * (motion-photo video, HDR gain maps), so a JPEG keeps its first image and loses the tail.
 * PDFs pass as they are: they are only ever served as downloads.
 */
export function imageOnly(type: UploadType, content: Buffer): Buffer | null {
  if (type === 'application/pdf') return content;
  if (type === 'image/jpeg') {
    const end = jpegEnd(content);
    return end === null ? null : content.subarray(0, end);
  }
  const end = type === 'image/png' ? pngEnd(content) : webpEnd(content);
  return end === content.length ? content : null;
}
