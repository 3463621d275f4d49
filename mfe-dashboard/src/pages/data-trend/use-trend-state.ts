import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { trendStateFromSearch, trendStateToSearch, type TrendState } from './trend-state';

/** The data trend page's choices read from and written to the address; `null` resets them. */
export function useTrendState(): [TrendState, (next: TrendState | null) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text, not the object
  const state = useMemo(() => trendStateFromSearch(search), [key]);
  const update = useCallback(
    (next: TrendState | null) => setSearch(next ? trendStateToSearch(next) : {}, { replace: true }),
    [setSearch],
  );
  return [state, update];
}
