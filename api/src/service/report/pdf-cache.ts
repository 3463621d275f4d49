/**
 * Report PDFs kept by the report's version (issue 9, "Load"): a PDF takes about 190 ms of
 * the API's one thread to draw, so a burst of downloads of the same reports would push
 * every list call back by seconds. Each report's PDF is drawn once per version (the hash
 * of everything it shows, so a signature or a comment makes a new one), kept within a
 * byte budget, least recently used first out; calls for the same version while it is
 * being drawn share that drawing, and at most `concurrency` drawings run at once, so list
 * calls are served between them.
 */
export interface PdfCacheOptions {
  /** The most bytes of PDFs kept; the least recently used go first. */
  maxBytes: number;
  /** Drawings at once; the rest wait their turn. */
  concurrency: number;
}

export interface PdfCache {
  /** The PDF of `version`, drawn by `draw` only when no copy is kept or under way. */
  get(version: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** How many PDFs were drawn (not taken from the cache): what the tests count. */
  readonly drawn: number;
}

export function createPdfCache({ maxBytes, concurrency }: PdfCacheOptions): PdfCache {
  // A Map iterates in insertion order: re-inserting on use makes the first key the oldest.
  const kept = new Map<string, Buffer>();
  const underWay = new Map<string, Promise<Buffer>>();
  const waiting: (() => void)[] = [];
  let bytes = 0;
  let running = 0;
  let drawn = 0;

  function keep(version: string, pdf: Buffer) {
    if (pdf.length > maxBytes) return;
    kept.set(version, pdf);
    bytes += pdf.length;
    for (const [oldest, old] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= old.length;
    }
  }

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  return {
    get(version, draw) {
      const copy = kept.get(version);
      if (copy) {
        kept.delete(version);
        kept.set(version, copy);
        return Promise.resolve(copy);
      }
      const pending = underWay.get(version);
      if (pending) return pending;
      const drawing = turn(async () => {
        drawn += 1;
        return draw();
      })
        .then((pdf) => {
          keep(version, pdf);
          return pdf;
        })
        // A failed drawing is not kept: the next call tries again.
        .finally(() => underWay.delete(version));
      underWay.set(version, drawing);
      return drawing;
    },
    get drawn() {
      return drawn;
    },
  };
}
