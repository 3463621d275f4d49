import { useCallback } from 'react';
import { PAGE_PARAM, useListSearch } from '@pest-portal/shared/ui';

export type FeedbackTab = 'submit' | 'records';

const TAB_PARAM = 'tab';

/**
 * The page's view state in the URL (?tab=records&page=3), so that back, forward and a
 * reload return to the same tab and page of records.
 */
export function useFeedbackSearch(defaultTab: FeedbackTab) {
  const { params, page, update, setPage } = useListSearch();
  const tabParam = params.get(TAB_PARAM);
  const tab: FeedbackTab = tabParam === 'submit' || tabParam === 'records' ? tabParam : defaultTab;

  const setTab = useCallback((next: FeedbackTab) => update({ [TAB_PARAM]: next }), [update]);
  /** After a send: the records, first page, where the new row is. */
  const showNewest = useCallback(
    () => update({ [TAB_PARAM]: 'records', [PAGE_PARAM]: null }),
    [update],
  );

  return { tab, page, setTab, setPage, showNewest };
}
