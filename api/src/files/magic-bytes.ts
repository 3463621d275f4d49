import type { UPLOAD_LIMITS } from '@pest-portal/shared/contract';

export type UploadType = (typeof UPLOAD_LIMITS.types)[number];

interface Signature {
  contentType: UploadType;
  ext: string;
  matches: (head: Buffer) => boolean;
}

const ascii = (head: Buffer, at: number, text: string) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

/** What a file is, judged by its first bytes: a name or a declared type proves nothing. */
const SIGNATURES: readonly Signature[] = [
  {
    contentType: 'image/png',
    ext: 'png',
    matches: (h) =>
      h.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/jpeg',
    ext: 'jpg',
    matches: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  },
  {
    contentType: 'image/webp',
    ext: 'webp',
    matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  },
  { contentType: 'application/pdf', ext: 'pdf', matches: (h) => ascii(h, 0, '%PDF-') },
];

export function sniffType(content: Buffer): { contentType: UploadType; ext: string } | null {
  const found = SIGNATURES.find((s) => s.matches(content));
  return found ? { contentType: found.contentType, ext: found.ext } : null;
}

export const EXT_CONTENT_TYPE: Readonly<Record<string, UploadType>> = Object.fromEntries(
  SIGNATURES.map((s) => [s.ext, s.contentType]),
);
