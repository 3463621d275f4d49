import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type FeedbackTab = 'submit' | 'records';

function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The page's view state in the URL (?tab=records&page=3), so that back, forward and a
 * reload return to the same tab and page of records.
 */
export function useFeedbackSearch(defaultTab: FeedbackTab) {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: FeedbackTab = tabParam === 'submit' || tabParam === 'records' ? tabParam : defaultTab;
  const page = pageOf(params.get('page'));

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      }),
    [setParams],
  );

  const setTab = useCallback((next: FeedbackTab) => update({ tab: next }), [update]);
  const setPage = useCallback(
    (next: number) => update({ page: next > 1 ? String(next) : null }),
    [update],
  );
  /** After a send: the records, first page, where the new row is. */
  const showNewest = useCallback(() => update({ tab: 'records', page: null }), [update]);

  return { tab, page, setTab, setPage, showNewest };
}
