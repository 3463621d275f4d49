// @ts-check
/**
 * V8's explicit compile hint on the files a page starts with (issue 13): the entry and
 * the chunks index.html preloads beside it (preload-start-chunks.cjs's start files).
 * `//# allFunctionsCalledOnLoad` as a file's first line (Chrome 136 and later) has V8
 * compile every function of the file while the file streams in, off the main thread,
 * instead of each one on the main thread the first time it is called. Nearly all of these
 * files run as the page starts (react-dom, the router, the federation runtime, the
 * shell's start); the kit's groups and the pages' chunks, of which a page uses a part, do
 * not get it. Other browsers read a comment.
 *
 * Measured on the phone at 7.6x (bench/waterfall.ts, three rounds, each the shell built
 * without and with the hint, loads alternated): the login form usable at 2539 ms
 * (median) with it, 2668 without; home's data shown from a warm cache at 3430 against
 * 4109 ms (the bench's second load, on which V8 makes its code cache); the service list's
 * data from a cold cache at 7111 against 7540 ms; a cold home was not sooner (6645
 * against 6413 ms, the spread of a cold load; six pairs in an earlier trial, main.js
 * hinted by hand, had it 6.5 s against 8.0). Checked again at 8x afterwards, home's warm
 * data shown was not sooner: 3395 and 3672 ms without, 3625-4211 with (two and four
 * loads), so of these only the login's gain held. The bench slows the page's main thread,
 * not V8's background threads, so it overstates the gain a phone sees, whose other cores
 * are slow too; on a phone the compile still moves off the main thread and into the
 * download's time.
 *
 * Tried and left out: the kit's base group (antd-base, run by every signed-in page as its
 * layout draws) and the dashboard's echarts chunk, both hinted. A cold load was sooner:
 * running antd-base took 280-331 ms of the throttled phone's main thread instead of
 * 824-1299, and a cold home's data was shown at 6369 ms (median of 3) instead of 7518. But
 * a return visit was later: the second load makes V8's code cache, and made it for every
 * function of the file (antd-base 595 ms instead of 282, one trace each); the third, which
 * reads it, showed home's data at 3188-3936 ms instead of 2364-2932 (six loads each,
 * alternated). A customer comes back every day, so these two stay unhinted. The start
 * files' own hint, taken out the same way, showed no difference on the third load
 * (3428-4118 ms without it, 2792-4185 with it, three loads each): the machine's spread,
 * larger than any gain.
 */
const { startFiles } = require('./preload-start-chunks.cjs');

const NAME = 'StartCompileHintPlugin';
/** Must be the file's first line. */
const HINT = '//# allFunctionsCalledOnLoad\n';

class StartCompileHintPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minifier (which would drop the comment, and puts its license line
        // first), before the real content hash, compression and the entry's version.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entryFiles = [...compilation.entrypoints.values()].flatMap((e) => e.getFiles());
          const files = new Set([...entryFiles, ...startFiles(compilation, './bootstrap')]);
          for (const file of files)
            if (file.endsWith('.js') && compilation.getAsset(file))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        },
      );
    });
  }
}

module.exports = { StartCompileHintPlugin };
