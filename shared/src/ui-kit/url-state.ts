import { useCallback } from 'react';
import { useSearchParams } from '@pest-portal/shared/router';

/**
 * A list page's view (page number, filters, tab) lives in the URL's query, so back,
 * forward, a reload and a shared link all return to the same view. Defaults stay out of
 * the URL (page 1, no filter), so the plain path is the default view.
 */

/** Changes to the query: a value sets its key, null removes it. */
export type SearchChanges = Record<string, string | null>;

/** The query key of the page number (?page=3). */
export const PAGE_PARAM = 'page';

/** The page number a query value holds; 1 for a missing or malformed one. */
export function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/** The change that shows page `pageNum`: page 1 is the default, so it leaves the URL. */
export function pageChange(pageNum: number, param = PAGE_PARAM): SearchChanges {
  return { [param]: pageNum > 1 ? String(pageNum) : null };
}

/** A copy of `current` with `changes` made; keys not named (another part of the page's) stay. */
export function withChanges(current: URLSearchParams, changes: SearchChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export interface SearchUpdateOptions {
  /**
   * Replace the history entry instead of pushing one: for a search typed as it goes, where
   * back should leave the page rather than step through every keyword.
   */
  replace?: boolean;
}

/** The page's query and one function to change several keys at once. */
export function useSearchUpdate(
  options: SearchUpdateOptions = {},
): [URLSearchParams, (changes: SearchChanges) => void] {
  const [params, setParams] = useSearchParams();
  const { replace = false } = options;
  const update = useCallback(
    (changes: SearchChanges) => setParams((current) => withChanges(current, changes), { replace }),
    [setParams, replace],
  );
  return [params, update];
}

export interface ListSearch {
  params: URLSearchParams;
  /** The page shown, from 1. */
  page: number;
  update: (changes: SearchChanges) => void;
  setPage: (pageNum: number) => void;
  /** Change filters and go back to page 1: the page shown may not exist under them. */
  setFilters: (changes: SearchChanges) => void;
}

/** A paged list's view in the URL: its page and filters. */
export function useListSearch(options: SearchUpdateOptions = {}): ListSearch {
  const [params, update] = useSearchUpdate(options);
  const setPage = useCallback((pageNum: number) => update(pageChange(pageNum)), [update]);
  const setFilters = useCallback(
    (changes: SearchChanges) => update({ ...changes, [PAGE_PARAM]: null }),
    [update],
  );
  return { params, page: pageOf(params.get(PAGE_PARAM)), update, setPage, setFilters };
}

/** Just the page of a list in the URL (?page=3). */
export function usePageParam(): [number, (pageNum: number) => void] {
  const { page, setPage } = useListSearch();
  return [page, setPage];
}
