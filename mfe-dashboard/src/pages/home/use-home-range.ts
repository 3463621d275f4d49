import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rangeFromSearch, rangeToSearch, type HomeRange } from './home-range';

/** The home filter read from and written to the address; `null` goes back to the default. */
export function useHomeRange(): [HomeRange, (next: HomeRange | null) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text, not the object
  const range = useMemo(() => rangeFromSearch(search), [key]);
  const update = useCallback(
    (next: HomeRange | null) => setSearch(next ? rangeToSearch(next) : {}, { replace: true }),
    [setSearch],
  );
  return [range, update];
}
