import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { hasToken } from '@pest-portal/shared';

/**
 * A route loader that starts a page's requests while the page's code is still on its way
 * (issue 7 §2), into the portal's one query cache, which the page then reads through the
 * same queries. It does not wait for them: the page renders at once with its own loading
 * state, and shows a failure in place with its retry.
 * @example loader: prefetching((search) => void queryClient.prefetchQuery(xQuery(read(search))))
 */
export function prefetching(
  start: (search: URLSearchParams) => void,
): (args: LoaderFunctionArgs) => null {
  return ({ request }) => {
    // Without a session the shell's guard sends the user to the login page: nothing to ask.
    if (hasToken()) start(new URL(request.url).searchParams);
    return null;
  };
}
