import { createRng, mulberry32 } from './prng';

describe('seeded random', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect(c()).not.toBe(seqA[0]);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('stays within bounds', () => {
    const rng = createRng(7);
    const ints = Array.from({ length: 1000 }, () => rng.int(1, 3));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
    expect(rng.hex(32)).toMatch(/^[0-9a-f]{32}$/);
  });
});
