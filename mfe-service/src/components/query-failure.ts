import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from './error-text';

type Asked = Pick<UseQueryResult<unknown>, 'isError' | 'isFetching' | 'error' | 'refetch'>;

export interface QueryFailure {
  /** Why the page's data did not come, said in place; null when nothing failed. */
  error: string | null;
  /** Ask again for what failed. */
  retry: () => void;
}

/**
 * The failure of a page's queries, as the page shows it: the first one's reason, and a
 * retry of every one that failed. While the retry is under way the failure is no longer
 * shown, so the page shows its loading state, then the data or the failure again.
 */
export function queryFailure(...queries: Asked[]): QueryFailure {
  const failed = queries.filter((q) => q.isError);
  const first = failed[0];
  const retrying = failed.some((q) => q.isFetching);
  return {
    error: first && !retrying ? errorText(first.error) : null,
    retry: () => {
      for (const q of failed) void q.refetch();
    },
  };
}
