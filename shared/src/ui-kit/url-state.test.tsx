import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import {
  pageOf,
  useListSearch,
  usePageParam,
  withChanges,
  type SearchUpdateOptions,
} from './url-state';

function renderAt(url: string, options?: SearchUpdateOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListSearch(options),
      location: useLocation(),
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
}

describe('the page number in the URL', () => {
  it('reads a positive whole number, anything else as page 1', () => {
    expect(pageOf('3')).toBe(3);
    for (const raw of [null, '', '0', '-2', '1.5', 'x', '1e400']) expect(pageOf(raw)).toBe(1);
  });

  it('leaves page 1 out of the URL, so the plain path is the first page', () => {
    const view = renderHook(() => ({ page: usePageParam(), location: useLocation() }), {
      wrapper: ({ children }) => (
        <MemoryRouter initialEntries={['/x?page=2']}>{children}</MemoryRouter>
      ),
    });
    expect(view.result.current.page[0]).toBe(2);
    act(() => view.result.current.page[1](5));
    expect(view.result.current.location.search).toBe('?page=5');
    act(() => view.result.current.page[1](1));
    expect(view.result.current.location.search).toBe('');
  });
});

describe('a list view in the URL', () => {
  it('changes several keys at once, keeping the ones it does not name', () => {
    const next = withChanges(new URLSearchParams('tab=records&page=2&q=a'), { q: null, page: '3' });
    expect(next.toString()).toBe('tab=records&page=3');
  });

  it('goes back to page 1 when a filter changes, and keeps the filter across pages', () => {
    const view = renderAt('/risks?status=open&page=4');
    expect(view.result.current.list.page).toBe(4);
    act(() => view.result.current.list.setFilters({ status: 'closed' }));
    expect(view.result.current.location.search).toBe('?status=closed');
    act(() => view.result.current.list.setPage(2));
    expect(view.result.current.location.search).toBe('?status=closed&page=2');
    expect(view.result.current.list.params.get('status')).toBe('closed');
  });

  it('pushes a history entry by default, and replaces it when asked', () => {
    const pushed = renderAt('/x');
    act(() => pushed.result.current.list.setPage(2));
    expect(pushed.result.current.navigation).toBe('PUSH');
    const replaced = renderAt('/x', { replace: true });
    act(() => replaced.result.current.list.setFilters({ q: '灭鼠' }));
    expect(replaced.result.current.navigation).toBe('REPLACE');
    expect(new URLSearchParams(replaced.result.current.location.search).get('q')).toBe('灭鼠');
  });
});
