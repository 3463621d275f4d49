import { duringKeyInput, runAfterInputPaint } from './after-input-paint';

/** Runs `handler` inside a dispatched event of `type`, as a person's input would. */
function inside(type: string, handler: () => void): void {
  const target = document.createElement('button');
  target.addEventListener(type, handler);
  target.dispatchEvent(new Event(type));
}

describe('runAfterInputPaint', () => {
  it('runs at once outside any input (a page load)', () => {
    const work = jest.fn();
    runAfterInputPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint inside a tap’s handler', async () => {
    const work = jest.fn();
    inside('click', () => runAfterInputPaint(work));
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('duringKeyInput', () => {
  it('tells a key’s handler from a tap’s', () => {
    const seen: boolean[] = [];
    inside('keydown', () => seen.push(duringKeyInput()));
    inside('click', () => seen.push(duringKeyInput()));
    expect(seen).toEqual([true, false]);
    expect(duringKeyInput()).toBe(false);
  });
});
