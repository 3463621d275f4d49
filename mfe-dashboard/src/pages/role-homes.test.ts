import type { LoaderFunctionArgs } from '@pest-portal/shared/router';
import { paths, useSessionStore } from '@pest-portal/shared';
import { queryClient } from '@pest-portal/shared/query';
import { groupHomeLoader } from './group-home/group-home-loader';
import { homeLoader } from './home/home-loader';

function argsAt(path: string): LoaderFunctionArgs {
  const request = new Request(`http://portal.test${path}`);
  return { request, url: new URL(request.url), params: {}, pattern: path, context: undefined };
}

/** Where a loader's answer sends the visitor: the redirect's target, or null to stay. */
function sentTo(answer: unknown): string | null {
  return answer instanceof Response ? answer.headers.get('Location') : null;
}

// Spec §2: /home only for a company's account, /groupHome for a headquarters only. Each
// account opening the other's home by its address goes to its own, before any request.
describe("each account's home", () => {
  afterEach(() => queryClient.clear());

  it('sends a headquarters from /home to /groupHome', () => {
    useSessionStore.setState({ isHq: true });
    expect(sentTo(homeLoader(argsAt(paths.home.path)))).toBe(paths.groupHome.path);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it("sends a company's account from /groupHome to /home", () => {
    useSessionStore.setState({ isHq: false });
    expect(sentTo(groupHomeLoader(argsAt(paths.groupHome.path)))).toBe(paths.home.path);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
