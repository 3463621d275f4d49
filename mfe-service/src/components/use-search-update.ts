import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SearchChanges = Record<string, string | null>;

/**
 * The page's search params and one function to change several at once (null removes a
 * key), so filters and page numbers live in the URL and survive back and reload.
 */
export function useSearchUpdate(): [URLSearchParams, (changes: SearchChanges) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchChanges) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setParams],
  );
  return [params, update];
}
