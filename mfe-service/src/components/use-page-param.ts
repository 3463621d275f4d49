import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** The page of a list in the URL (?page=3), so that back and reload return to it. */
export function usePageParam(): [number, (pageNum: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set('page', String(next));
        else copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  return [pageOf(params.get('page')), setPage];
}
