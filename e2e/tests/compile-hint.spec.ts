import { SHELL_URL } from '../support/env';
import { startScripts } from '../support/index-html';
import { expect, test } from '../support/fixtures';

/**
 * issue 13: the files a page starts with carry V8's compile hint as their first line
 * (shared/build/start-compile-hint.cjs): main.js and the chunks index.html preloads beside
 * it, compiled whole while they stream in. The chunks a page loads later (the signed-in
 * layout, the antd kit's groups), of which a page runs a part, do not.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

test(
  'the start files carry the compile hint, the later ones not',
  { tag: '@desktop' },
  async ({ request }) => {
    const html = await (await request.get(`${SHELL_URL}/login`)).text();
    const { main, chunks: preloaded } = startScripts(html);
    expect(main, 'index.html names main.js').toBeTruthy();
    expect(preloaded.length, 'index.html preloads the start chunks').toBeGreaterThan(0);
    for (const file of [main, ...preloaded]) {
      const text = await (await request.get(`${SHELL_URL}${file}`)).text();
      expect(text.startsWith(HINT), `${file} starts with the hint`).toBe(true);
    }
    // The signed-in chunks, which index.html's script lists for a signed-in page.
    const later = /chunks:\[([^\]]*)\]/.exec(html)?.[1]?.match(/[\w-]+\.[0-9a-f]{8}\.js/g) ?? [];
    expect(later.length, 'the signed-in chunks listed').toBeGreaterThan(0);
    for (const file of later) {
      const text = await (await request.get(`${SHELL_URL}/${file}`)).text();
      expect(text.startsWith('//#'), `${file} has no hint`).toBe(false);
    }
  },
);
