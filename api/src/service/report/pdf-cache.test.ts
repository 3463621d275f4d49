import { createPdfCache } from './pdf-cache';

/** A drawing that finishes when told, so the tests see what runs at once. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const pdf = (text: string) => Buffer.from(text);

describe('the report PDF cache', () => {
  it('draws a version once, however many ask at once or later', async () => {
    const cache = createPdfCache({ maxBytes: 1000, concurrency: 1 });
    const g = gate();
    const draw = jest.fn(async () => {
      await g.opened;
      return pdf('v1');
    });
    const asks = [cache.get('a', draw), cache.get('a', draw), cache.get('a', draw)];
    g.open();
    expect((await Promise.all(asks)).map(String)).toEqual(['v1', 'v1', 'v1']);
    expect(String(await cache.get('a', draw))).toBe('v1');
    expect(draw).toHaveBeenCalledTimes(1);
    expect(cache.drawn).toBe(1);
  });

  it('draws a new version anew (a signature or a comment changes the hash)', async () => {
    const cache = createPdfCache({ maxBytes: 1000, concurrency: 1 });
    await cache.get('a', async () => pdf('old'));
    expect(String(await cache.get('b', async () => pdf('new')))).toBe('new');
    expect(cache.drawn).toBe(2);
  });

  it('keeps within its byte budget, dropping the least recently used', async () => {
    const cache = createPdfCache({ maxBytes: 10, concurrency: 2 });
    await cache.get('a', async () => pdf('aaaa'));
    await cache.get('b', async () => pdf('bbbb'));
    await cache.get('a', async () => pdf('never')); // a is now the most recent
    await cache.get('c', async () => pdf('cccc')); // 12 bytes: b goes
    expect(cache.drawn).toBe(3);
    expect(String(await cache.get('a', async () => pdf('again')))).toBe('aaaa');
    expect(String(await cache.get('b', async () => pdf('b2')))).toBe('b2');
    expect(cache.drawn).toBe(4);
  });

  it('keeps no failed drawing: the next call draws again', async () => {
    const cache = createPdfCache({ maxBytes: 1000, concurrency: 1 });
    await expect(cache.get('a', () => Promise.reject(new Error('font missing')))).rejects.toThrow(
      'font missing',
    );
    expect(String(await cache.get('a', async () => pdf('ok')))).toBe('ok');
  });

  it('runs at most `concurrency` drawings at once; the others wait their turn', async () => {
    const cache = createPdfCache({ maxBytes: 1000, concurrency: 1 });
    let running = 0;
    let most = 0;
    const gates = [gate(), gate(), gate()];
    const asks = gates.map((g, i) =>
      cache.get(`v${i}`, async () => {
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        return pdf(`pdf${i}`);
      }),
    );
    for (const g of gates) g.open();
    expect((await Promise.all(asks)).map(String)).toEqual(['pdf0', 'pdf1', 'pdf2']);
    expect(most).toBe(1);
  });
});
