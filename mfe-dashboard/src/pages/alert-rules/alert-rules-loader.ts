import { queryClient } from '@pest-portal/shared/query';
import { alertRulesQuery } from '../../api/get-alert-rules';
import { areaOptionsQuery } from '../../api/get-area-options';
import { pestOptionsQuery } from '../../api/get-pest-options';
import { warmRuleTable } from './desktop-rule-table';

/**
 * Starts the page's requests beside its code (DESIGN.md §2), not awaited: the rules, and
 * the form's areas and pests so that opening it shows them at once; on a desktop, the
 * table's code.
 */
export function alertRulesLoader(): null {
  void queryClient.prefetchQuery(alertRulesQuery());
  void queryClient.prefetchQuery(areaOptionsQuery());
  void queryClient.prefetchQuery(pestOptionsQuery());
  warmRuleTable();
  return null;
}
