import { MANIFEST_HANDOVER, takePreloadedManifest } from './preloaded-manifest';

const URL_ = 'http://localhost:8082/mf-manifest.json';
type Win = Window & Record<string, unknown>;
const hand = (text: Promise<string>) => {
  (window as unknown as Win)[MANIFEST_HANDOVER] = { [URL_]: text };
};
const refetch = jest.fn(() => Promise.resolve(new Response('{"again":true}')));

beforeEach(() => {
  delete (window as unknown as Win)[MANIFEST_HANDOVER];
  refetch.mockClear();
});

describe('a manifest fetched by index.html', () => {
  it('is handed to the runtime once, as a Response; a retry fetches afresh', async () => {
    hand(Promise.resolve('{"id":1}'));
    const first = takePreloadedManifest(URL_, 1000, refetch);
    await expect(first?.then((r) => r.json())).resolves.toEqual({ id: 1 });
    expect(takePreloadedManifest(URL_, 1000, refetch)).toBeUndefined();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('is none for a URL the page did not ask for', () => {
    hand(Promise.resolve('{}'));
    expect(takePreloadedManifest('http://localhost:8081/mf-manifest.json', 1000, refetch)).toBe(
      undefined,
    );
  });

  it('is asked for again when the early request failed, so the runtime meets the real answer', async () => {
    hand(Promise.reject(new Error('HTTP 503')));
    const response = await takePreloadedManifest(URL_, 1000, refetch);
    await expect(response?.json()).resolves.toEqual({ again: true });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the remote's time-out", async () => {
    hand(new Promise(() => undefined));
    await expect(takePreloadedManifest(URL_, 20, refetch)).rejects.toThrow(/timed out after 20 ms/);
    expect(refetch).not.toHaveBeenCalled();
  });
});
