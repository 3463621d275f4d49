import { inflateSync } from 'node:zlib';

/** The decompressed content of every FlateDecode stream of a PDF (those that inflate). */
function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  for (let at = text.indexOf('stream\n'); at >= 0; at = text.indexOf('stream\n', at + 1)) {
    const start = at + 'stream\n'.length;
    const end = text.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not compressed with Flate, or an embedded font program: not text.
    }
  }
  return out;
}

const hexToString = (hex: string) =>
  String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

const blocks = (cmap: string, name: string) =>
  [...cmap.matchAll(new RegExp(`begin${name}([\\s\\S]*?)end${name}`, 'g'))].map((m) => m[1] ?? '');

/** Glyph code -> text, from every ToUnicode CMap (bfchar, and bfrange in both forms). */
function toUnicode(cmaps: string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const cmap of cmaps) {
    for (const block of blocks(cmap, 'bfrange')) {
      for (const [, from, to, dest] of block.matchAll(
        /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
      )) {
        const first = parseInt(from ?? '0', 16);
        if (dest?.startsWith('[')) {
          [...dest.matchAll(/<([0-9a-f]+)>/gi)].forEach((m, i) =>
            map.set(first + i, hexToString(m[1] ?? '')),
          );
        } else {
          const base = parseInt(dest?.slice(1, -1) ?? '0', 16);
          for (let code = first; code <= parseInt(to ?? '0', 16); code++)
            map.set(code, String.fromCodePoint(base + code - first));
        }
      }
    }
    for (const block of blocks(cmap, 'bfchar')) {
      for (const [, code, dest] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
        map.set(parseInt(code ?? '0', 16), hexToString(dest ?? ''));
    }
  }
  return map;
}

/**
 * The text of a PDF made by pdfkit with one embedded (Identity-H) font: the hex glyph
 * strings of the content streams mapped back through the font's ToUnicode map. Enough
 * to assert what a report says, without a PDF library or poppler.
 */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = toUnicode(all.filter((s) => s.includes('begincmap')));
  const words: string[] = [];
  for (const content of all.filter((s) => s.includes(' Tf'))) {
    for (const [, hex] of content.matchAll(/<([0-9a-f]+)>/gi)) {
      words.push(
        (hex?.match(/.{4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '').join(''),
      );
    }
    words.push('\n');
  }
  return words.join('');
}

/** Every RGB fill colour the content streams set (`r g b scn`, or `rg`), as #rrggbb. */
export function pdfFillColours(pdf: Buffer): Set<string> {
  const hex = (n: string) =>
    Math.round(Number(n) * 255)
      .toString(16)
      .padStart(2, '0');
  const colours = new Set<string>();
  for (const content of streams(pdf))
    for (const [, r = '', g = '', b = ''] of content.matchAll(
      /([\d.]+) ([\d.]+) ([\d.]+) (?:scn|rg)\b/g,
    ))
      colours.add(`#${hex(r)}${hex(g)}${hex(b)}`);
  return colours;
}
