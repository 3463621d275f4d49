import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';
import { choiceFromSearch, choiceToSearch, type SitePlanChoice } from './site-plan-search';

/** The page's choice read from and written to the address (replacing, not stacking, history). */
export function useSitePlanChoice(): [SitePlanChoice, (next: SitePlanChoice) => void] {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text, not the object
  const choice = useMemo(() => choiceFromSearch(search), [key]);
  const update = useCallback(
    (next: SitePlanChoice) => setSearch(choiceToSearch(next), { replace: true }),
    [setSearch],
  );
  return [choice, update];
}
