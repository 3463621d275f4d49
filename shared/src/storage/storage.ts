import type { LocalKey, SessionKey } from './storage-keys';

/**
 * Typed access to the spec's storage keys and nothing else. Reads never throw: a
 * browser that refuses storage (private mode, a WebView) behaves as if it were empty.
 */
function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function makeStore<K extends string>(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: K): string | null {
      return area(kind)?.getItem(key) ?? null;
    },
    set(key: K, value: string): void {
      area(kind)?.setItem(key, value);
    },
    remove(key: K): void {
      area(kind)?.removeItem(key);
    },
    getJson<T>(key: K, fallback: T): T {
      const raw = area(kind)?.getItem(key);
      if (!raw) return fallback;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return fallback;
      }
    },
    setJson(key: K, value: unknown): void {
      area(kind)?.setItem(key, JSON.stringify(value));
    },
  };
}

export const local = makeStore<LocalKey>('localStorage');
export const session = makeStore<SessionKey>('sessionStorage');

/** "12,13" ⇄ [12, 13]: the format of hqIdList and memberIdList. */
export function joinIds(ids: readonly number[]): string {
  return ids.join(',');
}

export function splitIds(raw: string | null): number[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}
