import { useSearchParams } from 'react-router-dom';
import type { SystemFilesPageInput } from '@pest-portal/shared/contract/qualification';

export const FILES_PAGE_SIZE = 10;

/** The page's search as the URL holds it (?q=&page=), so a reload or a shared link keeps it. */
export function filesInput(params: URLSearchParams): SystemFilesPageInput {
  const keyword = (params.get('q') ?? '').trim().slice(0, 50);
  const page = Number(params.get('page'));
  return {
    pageNum: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize: FILES_PAGE_SIZE,
    ...(keyword ? { keyword } : {}),
  };
}

export function useFileSearch() {
  const [params, setParams] = useSearchParams();
  const input = filesInput(params);
  const set = (next: { q?: string; page?: number }) => {
    const q = next.q ?? input.keyword ?? '';
    const page = next.page ?? 1;
    setParams(
      { ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) },
      { replace: true },
    );
  };
  return {
    input,
    search: (q: string) => set({ q, page: 1 }),
    setPage: (page: number) => set({ page }),
  };
}
