import { queryClient } from '@pest-portal/shared/query';
import { warmDataTable } from '../../components/data-view/desktop-table';
import { pestSelectQuery } from '../../queries/pest-select-query';
import { riskGradeSelectQuery } from '../../queries/risk-grade-select-query';
import { riskPointPageQuery } from '../../queries/risk-point-page-query';
import { riskTypeSelectQuery } from '../../queries/risk-type-select-query';
import { prefetching } from '../../routing/prefetching';
import { riskPointPageInput, riskTabOf } from './risk-point-search';

/** /riskPoint's loader: what the open tab shows, the form's select lists or the list's page. */
export const riskPointLoader = prefetching((search) => {
  if (riskTabOf(search) === 'list') {
    void queryClient.prefetchQuery(riskPointPageQuery(riskPointPageInput(search)));
    warmDataTable();
    return;
  }
  void queryClient.prefetchQuery(pestSelectQuery());
  void queryClient.prefetchQuery(riskTypeSelectQuery());
  void queryClient.prefetchQuery(riskGradeSelectQuery());
});
