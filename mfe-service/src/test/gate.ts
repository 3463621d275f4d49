/**
 * A gate an API double's answer waits at until the test opens it, so that what the page
 * shows meanwhile (its loading state, the page kept on screen) can be checked.
 * @example const g = gate(); answer(S.x, async () => { await g.passed; return data; }); ... g.open();
 */
export function gate(): { passed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => (open = resolve));
  return { passed, open };
}
