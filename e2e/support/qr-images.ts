import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import qrcode from 'qrcode-generator';

/**
 * Pictures of a real QR code for the scanner suites: the code's matrix from a QR
 * generator, drawn black on a white frame with a quiet zone, written as the two things
 * the browser reads: a y4m video for Chromium's fake camera and a PNG for file mode.
 */

/** A luminance picture: 0 black, 255 white. */
interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** The code centred on a white frame; `moduleSize` pixels a module, 4 modules of quiet zone. */
export function qrFrame(text: string, width: number, height: number, moduleSize: number): Gray {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const size = (count + 8) * moduleSize;
  if (size > width || size > height)
    throw new Error(`a ${size}px code does not fit ${width}×${height}`);
  const pixels = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - count * moduleSize) / 2);
  const top = Math.floor((height - count * moduleSize) / 2);
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) {
      if (!code.isDark(row, col)) continue;
      for (let y = 0; y < moduleSize; y++) {
        const start = (top + row * moduleSize + y) * width + left + col * moduleSize;
        pixels.fill(0, start, start + moduleSize);
      }
    }
  return { width, height, pixels };
}

/**
 * YUV4MPEG2 (what --use-file-for-fake-video-capture reads): a header line, then frames
 * of "FRAME\n" + the Y plane + quarter-size U and V planes (grey: 128). Chromium loops it.
 */
export function y4m(frame: Gray, frames = 10, fps = 10): Buffer {
  const { width, height, pixels } = frame;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const one = Buffer.concat([Buffer.from('FRAME\n'), Buffer.from(pixels), chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => one)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG of the picture. */
export function png(frame: Gray): Buffer {
  const { width, height, pixels } = frame;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where the fake-camera video `name` is written: fixed, so launch options can name it first. */
export function qrVideoPath(name: string): string {
  return path.join(os.tmpdir(), 'pp-e2e-scanner', `${name}.y4m`);
}

/** Write the fake-camera video of `text` (Chromium opens it when the browser starts). */
export function writeQrVideo(name: string, text: string): string {
  const file = qrVideoPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, y4m(qrFrame(text, 640, 480, 8)));
  return file;
}

/** A PNG photo of `text`'s code, as Playwright's setInputFiles takes it. */
export function qrPhoto(text: string, name = 'label.png') {
  return { name, mimeType: 'image/png', buffer: png(qrFrame(text, 400, 400, 8)) };
}
