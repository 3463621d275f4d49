// @ts-check
/**
 * antd's styles for the portal's theme as one stylesheet made at build time, so that the
 * shell's page can run antd with `theme.zeroRuntime` (no styles generated in the browser)
 * (issue 13: "antd's CSS-in-JS cost measured, its style extraction at build time if it
 * pays").
 *
 * Measured on a cold home, phone, 8x: antd's CSS-in-JS engine (stylis, the style hooks,
 * token hashing) took 0.9-1.2 s of the main thread and the style tags it inserted most of
 * the rest of React's commit work; with this stylesheet and zeroRuntime the page's data
 * was drawn at 7.2-7.4 s instead of 8.2-9.1 s (three cold loads each), for 76 KB more on
 * the wire, once (the file is hashed and cached for good).
 *
 * The shared antd kit's components and those they draw inside them (a table's filter
 * menu, the toasts): zeroRuntime leaves out what the stylesheet does not have, so the list
 * is read from the kit's files when the stylesheet is made (antd-static-style-render.cjs).
 * All of antd's were 1.19 MB (75 KB br); the kit's are 0.92 MB (60 KB br), and every page,
 * at 390 px and 1440 px, as either account, with its first select and date picker open,
 * drew the same pixels with both (a one-off comparison of 138 screenshots). Rendered by
 * @ant-design/static-style-extract under
 * the theme every app hands antd (shared/src/ui/theme.ts), in production mode: the class
 * hash then equals the one the browser computes, so the file's selectors match
 * (antd-static-style-render.cjs, in a process of its own).
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const path = require('node:path');

const NAME = 'AntdStaticStylePlugin';

/**
 * Rules for a ConfigProvider the extraction renders inside a component (the modal's and
 * the notification's own) carry its server-rendered React id (`.css-var-_R_15n_`), which no
 * page has: the browser renders on the client (its ids are `_r_…_`), and the portal's
 * providers all name theirs `css-var-portal` (shared/src/ui/theme.ts). Each was the whole
 * theme's ~500 variables again (31 KB of the stylesheet) for nothing.
 * @param {string} css
 */
function withoutServerIds(css) {
  return css.replace(/\.css-var-_R_[A-Za-z0-9_]+_(?:\.[A-Za-z-]+)?\{[^{}]*\}/g, '');
}

/** @returns {{ fileName: string, css: string }} */
function antdStaticStyle() {
  const rendered = execFileSync(
    process.execPath,
    [path.join(__dirname, 'antd-static-style-render.cjs')],
    {
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (!rendered.includes('.ant-btn'))
    throw new Error('antd-static-style-render.cjs made no antd styles');
  const css = withoutServerIds(rendered);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  return { fileName: `antd.${hash}.css`, css };
}

/** Emits the stylesheet made by `antdStaticStyle()` into the build. */
class AntdStaticStylePlugin {
  /** @param {{ fileName: string, css: string }} style */
  constructor(style) {
    this.style = style;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.style.fileName, new sources.RawSource(this.style.css)),
      );
    });
  }
}

module.exports = { antdStaticStyle, AntdStaticStylePlugin, withoutServerIds };
