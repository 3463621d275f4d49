import { queryClient } from '@pest-portal/shared';
import { alertRulesQuery } from '../../api/get-alert-rules';
import { areaOptionsQuery } from '../../api/get-area-options';
import { pestOptionsQuery } from '../../api/get-pest-options';

/**
 * Starts the page's requests beside its code (DESIGN.md §2), not awaited: the rules, and
 * the form's areas and pests so that opening it shows them at once.
 */
export function alertRulesLoader(): null {
  void queryClient.prefetchQuery(alertRulesQuery());
  void queryClient.prefetchQuery(areaOptionsQuery());
  void queryClient.prefetchQuery(pestOptionsQuery());
  return null;
}
