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
const { ConfigProvider } = require('antd');
const { createElement } = require('react');
const { portalTheme } = require(path.join(__dirname, '../src/ui/theme.ts'));

// A warning antd prints while rendering its deprecated components goes to stderr, never
// into the stylesheet.
console.warn = () => undefined;
console.error = () => undefined;
/** @param {import('react').ReactElement} node */
const themed = (node) =>
  createElement(ConfigProvider, { theme: portalTheme, button: { autoInsertSpace: false } }, node);
process.stdout.write(extractStyle(themed));
