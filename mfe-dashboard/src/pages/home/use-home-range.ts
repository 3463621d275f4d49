import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { idFromSearch, rangeFromSearch, rangeToSearch, type HomeRange } from './home-range';

/** The pest the monthly chart shows alone, in the address beside the period and area. */
const PEST = 'pest';

/**
 * The home filter read from and written to the address; `null` goes back to the default
 * (the pest choice too). A new period or area keeps the pest chosen.
 */
export function useHomeRange(): [HomeRange, (next: HomeRange | null) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text, not the object
  const range = useMemo(() => rangeFromSearch(search), [key]);
  const update = useCallback(
    (next: HomeRange | null) =>
      setSearch(
        (prev) => {
          if (!next) return {};
          const out = new URLSearchParams(rangeToSearch(next));
          const pest = prev.get(PEST);
          if (pest) out.set(PEST, pest);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [range, update];
}

/** The pest chosen for the monthly chart (undefined: every pest), kept in the address. */
export function usePestChoice(): [number | undefined, (pestId: number | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const update = useCallback(
    (pestId: number | undefined) =>
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (pestId) out.set(PEST, String(pestId));
          else out.delete(PEST);
          return out;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [idFromSearch(search, PEST), update];
}
