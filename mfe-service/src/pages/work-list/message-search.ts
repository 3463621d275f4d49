import type { MessagePageRequest, ReadStatus } from '@pest-portal/shared/contract/service';
import { PAGE_SIZE } from '../../components/paging';
import { pageOf } from '../../components/use-page-param';

export const READ_STATUSES: ReadStatus[] = ['unread', 'read'];

/** The notifications the URL asks for (?read=unread&page=2): an unknown read filter means all. */
export function messagePageInput(params: URLSearchParams): MessagePageRequest {
  const raw = params.get('read');
  return {
    pageNum: pageOf(params.get('page')),
    pageSize: PAGE_SIZE,
    readStatus: READ_STATUSES.find((s) => s === raw),
  };
}
