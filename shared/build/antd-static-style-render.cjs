// @ts-check
/**
 * Run by antd-static-style.cjs in a process of its own, with NODE_ENV=production: writes
 * antd's styles for the portal's theme to stdout. Apart from the build's process, so that
 * webpack's cache does not follow tsx's loader into the theme's source, and the production
 * NODE_ENV that antd hashes its class names by reaches nothing else.
 */
require('tsx/cjs/api').register();
const path = require('node:path');
const { extractStyle } = require('@ant-design/static-style-extract');
const antd = require('antd');
const { createElement } = require('react');
const { portalTheme } = require(path.join(__dirname, '../src/ui/theme.ts'));
const { ANTD_KIT } = require('./federation.cjs');

/**
 * antd's components drawn inside the kit's, which no app imports: a table's filter menu and
 * the overflow menus of a breadcrumb and of tabs (Dropdown), and the toasts App's hooks
 * open (message, notification). Everything else a kit component draws inside it (a table's
 * pagination, checkboxes and empty state, a select's, a date picker's buttons) is a kit
 * component itself.
 */
const DRAWN_INSIDE = ['Dropdown', 'message', 'notification'];

/**
 * The components whose styles the page gets: the shared antd kit's, read from its groups'
 * files as federation.cjs shares them (ANTD_KIT; the kit is the only way an app reaches
 * antd: lint refuses antd imported otherwise), and DRAWN_INSIDE.
 * Every antd component's styles were 1.19 MB of CSS (75 KB br) for a page that uses fewer
 * than half of them (Tree, Cascader, Transfer, ColorPicker, Mentions, Tour... never). A
 * component added to the kit is in the next build's stylesheet by itself.
 */
function kitComponents() {
  const names = new Set(DRAWN_INSIDE);
  for (const file of Object.values(ANTD_KIT)) {
    const group = require(path.join(__dirname, '..', file));
    for (const [name, value] of Object.entries(group))
      if (/** @type {Record<string, unknown>} */ (antd)[name] === value) names.add(name);
  }
  return [...names].sort();
}

// A warning antd prints while rendering its deprecated components goes to stderr, never
// into the stylesheet.
console.warn = () => undefined;
console.error = () => undefined;
/** @param {import('react').ReactElement} node */
const themed = (node) =>
  createElement(
    antd.ConfigProvider,
    { theme: portalTheme, button: { autoInsertSpace: false } },
    node,
  );
process.stdout.write(extractStyle({ customTheme: themed, includes: kitComponents() }));
