import type * as FirstCommitModule from './first-commit';

type FirstCommit = typeof FirstCommitModule;

/** A fresh copy of the module: its state is the page's, once. */
function fresh(): FirstCommit {
  let module: FirstCommit | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<FirstCommit>('./first-commit');
  });
  if (!module) throw new Error('first-commit did not load');
  return module;
}

describe('the first commit', () => {
  it('holds what waits for it until the first render has committed, then runs it once', () => {
    const { afterFirstCommit, markFirstCommit } = fresh();
    const mark = jest.spyOn(performance, 'mark');
    const revalidate = jest.fn();
    afterFirstCommit(revalidate);
    expect(revalidate).not.toHaveBeenCalled();
    markFirstCommit();
    markFirstCommit(); // StrictMode's second effect
    expect(revalidate).toHaveBeenCalledTimes(1);
    // Marked once, for the benchmark.
    expect(mark.mock.calls).toEqual([['pp-app-ready']]);
    mark.mockRestore();
  });

  it('runs at once what asks after the first commit', () => {
    const { afterFirstCommit, markFirstCommit } = fresh();
    markFirstCommit();
    const revalidate = jest.fn();
    afterFirstCommit(revalidate);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
