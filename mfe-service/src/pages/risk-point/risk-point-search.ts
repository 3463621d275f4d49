import { RISK_STATUSES, type RiskPointPageRequest } from '@pest-portal/shared/contract/service';
import { PAGE_SIZE } from '../../components/paging';
import { pageOf } from '../../components/use-page-param';

export type RiskTab = 'add' | 'list';

/** The tab the URL opens (?tab=list), the form by default. */
export function riskTabOf(params: URLSearchParams): RiskTab {
  return params.get('tab') === 'list' ? 'list' : 'add';
}

/** The risk points the URL asks for (?status=closed&page=2): an unknown status means all. */
export function riskPointPageInput(params: URLSearchParams): RiskPointPageRequest {
  const raw = params.get('status');
  return {
    pageNum: pageOf(params.get('page')),
    pageSize: PAGE_SIZE,
    status: RISK_STATUSES.find((s) => s === raw),
  };
}
