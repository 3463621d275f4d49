import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '@pest-portal/shared';
import { errorText } from './error-text';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * Load something for a page. `key` says what is asked (a changed key loads again, null
 * loads nothing); a newer load aborts the older one, so a fast pager never shows a
 * stale page. The loader is read through a ref: only the key decides when to load.
 * @example const { data } = useLoad(`detail:${id}`, (signal) => getTaskDetail({ taskId: id }, { signal, quiet: true }));
 */
export function useLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    loader.current(controller.signal).then(
      (result) => {
        setData(result);
        setLoading(false);
      },
      (e: unknown) => {
        if (isAbort(e)) return;
        setError(errorText(e));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, loading, error, retry };
}
