/**
 * A jest.mock factory for one of the section's src/api modules that has query options: its
 * call becomes a jest.fn, and its query factory keeps the real key and options but fetches
 * through that mock (the real factory's queryFn calls the module's own, unmocked binding).
 * `fetch` says how the query calls the mock, e.g. a select list mapped from a page.
 */
export function apiModuleMock(
  actual: Record<string, unknown>,
  call: string,
  query: string,
  fetch: (mock: jest.Mock, args: unknown[], signal: AbortSignal) => unknown = (
    mock,
    args,
    signal,
  ) => mock(...args, { signal, quiet: true }),
): Record<string, unknown> {
  const mock = jest.fn();
  const realQuery = actual[query] as (...args: unknown[]) => Record<string, unknown>;
  return {
    ...actual,
    [call]: mock,
    [query]: (...args: unknown[]) => ({
      ...realQuery(...args),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetch(mock, args, signal),
    }),
  };
}
