import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the portal (issue 7 §2, DESIGN.md §2). It is the platform's query
 * kit (`@pest-portal/shared/query`), a run-time singleton, so the shell and every remote
 * read and fill the same cache: a select list fetched by one page is there for the next,
 * and a route loader that starts a page's requests beside its code fills the cache the
 * page then reads.
 *
 * Failures are already shown by the http client (spec §8 toasts), so queries do not retry
 * on their own: a second toast for the same fault would only repeat it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
  },
});
