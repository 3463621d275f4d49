import type { SystemFilesPageInput } from '@pest-portal/shared/contract/qualification';
import { pageOf, PAGE_PARAM, useListSearch } from '@pest-portal/shared/ui';

export const FILES_PAGE_SIZE = 10;

/** The query key of the keyword. */
const KEYWORD_PARAM = 'q';

/** The page's search as the URL holds it (?q=&page=), so a reload or a shared link keeps it. */
export function filesInput(params: URLSearchParams): SystemFilesPageInput {
  const keyword = (params.get(KEYWORD_PARAM) ?? '').trim().slice(0, 50);
  return {
    pageNum: pageOf(params.get(PAGE_PARAM)),
    pageSize: FILES_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  };
}

export function useFileSearch() {
  // The history entry is replaced, as this page always did: back leaves the files page
  // rather than stepping through each keyword and page looked at.
  const { params, setFilters, setPage } = useListSearch({ replace: true });
  return {
    input: filesInput(params),
    /** A new keyword starts again at page 1. */
    search: (q: string) => setFilters({ [KEYWORD_PARAM]: q || null }),
    setPage,
  };
}
