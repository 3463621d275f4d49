import { useCallback, useEffect, useState } from 'react';
import { isAbort, type Page } from '@pest-portal/shared';
import { type FeedbackRecord } from '@pest-portal/shared/contract/feedback';
import { getFeedbackPage } from '../../../api/get-feedback-page';

export interface FeedbackRecordsState {
  page: Page<FeedbackRecord> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * One page of the account's feedback, paged on the server. A newer request aborts the
 * older one, so a fast pager never shows a stale page. `refreshKey` refetches the page.
 */
export function useFeedbackRecords(
  pageNum: number,
  pageSize: number,
  refreshKey = 0,
): FeedbackRecordsState {
  const [page, setPage] = useState<Page<FeedbackRecord> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getFeedbackPage({ pageNum, pageSize }, { signal: controller.signal, quiet: true })
      .then((result) => {
        setPage(result);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if (isAbort(e)) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      });
    return () => controller.abort();
  }, [pageNum, pageSize, refreshKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, loading, error, retry };
}
