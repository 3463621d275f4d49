import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { groupRangeFromSearch, groupRangeToSearch, type GroupRange } from './group-range';

/**
 * The group filter in the address. A drill-down (a member picked from a chart) pushes a
 * history entry, so Back returns to the whole group; the filter fields replace.
 */
export function useGroupRange(): [GroupRange, (next: GroupRange | null, push?: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text, not the object
  const range = useMemo(() => groupRangeFromSearch(search), [key]);
  const update = useCallback(
    (next: GroupRange | null, push = false) =>
      setSearch(next ? groupRangeToSearch(next) : {}, { replace: !push }),
    [setSearch],
  );
  return [range, update];
}
