import type { Page } from '@playwright/test';

/**
 * CPU throttling calibrated for this machine (Lighthouse's "slow 4x" assumes the host is a
 * desktop about 4x faster than the mid-tier phone it emulates).
 *
 * The workload is Lighthouse's own BenchmarkIndex (lighthouse-core page-functions
 * `computeBenchmarkIndex`: a string-building loop and an array-copy loop, 500 ms each,
 * iterations per 100 ms). Lighthouse's throttling notes put a typical desktop, for which
 * 4x is right, at BenchmarkIndex ≈ 1500; so the phone it aims at scores 1500 / 4 = 375.
 *
 *   rate = clamp(BI_here / 375, 1, 8)
 *
 * A machine that scores 1500 gets 4x; a slow shared machine gets less, never under 1.
 */
export const REFERENCE_DESKTOP_BI = 1500;
export const TARGET_PHONE_BI = REFERENCE_DESKTOP_BI / 4;

export function throttlingRate(benchmarkIndex: number): number {
  return Math.min(8, Math.max(1, benchmarkIndex / TARGET_PHONE_BI));
}

/** Lighthouse's BenchmarkIndex, measured in the page (median of three). */
export async function benchmarkIndex(page: Page): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    runs.push(
      await page.evaluate(() => {
        function withGc(): number {
          const start = Date.now();
          let iterations = 0;
          while (Date.now() - start < 500) {
            let s = '';
            for (let j = 0; j < 10000; j++) s += 'a';
            if (s.length === 1) throw new Error('never: keeps the loop from being optimised away');
            iterations++;
          }
          return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
        }
        function withoutGc(): number {
          const a: number[] = [];
          const b: number[] = [];
          for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
          const start = Date.now();
          let iterations = 0;
          while (iterations % 10 !== 0 || Date.now() - start < 500) {
            const src = iterations % 2 === 0 ? a : b;
            const dst = iterations % 2 === 0 ? b : a;
            for (let j = 0; j < src.length; j++) dst[j] = src[j] as number;
            iterations++;
          }
          return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
        }
        return (withGc() + withoutGc()) / 2;
      }),
    );
  }
  return median(runs);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
