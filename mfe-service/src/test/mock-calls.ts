/**
 * A call module of src/api with its call functions replaced by jest mocks, in place: the
 * query options beside them (`xQuery`) stay real and reach the mocks, because a module's
 * own references to its exports go through its exports object.
 * @example jest.mock('../../api/get-x', () => require('../../test/mock-calls').mockCalls(jest.requireActual('../../api/get-x')));
 */
export function mockCalls<M extends Record<string, unknown>>(actual: M): M {
  for (const key of Object.keys(actual))
    if (typeof actual[key] === 'function' && !key.endsWith('Query'))
      (actual as Record<string, unknown>)[key] = jest.fn();
  return actual;
}
