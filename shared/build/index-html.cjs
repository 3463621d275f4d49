// @ts-check
/**
 * Every app's index.html, before HtmlWebpackPlugin adds the entry's <script>.
 *
 * A function (HtmlWebpackPlugin's `templateContent`), not a template file: a template file
 * is compiled by a child compiler of the app's build, and the federation plugin provides
 * the shared modules there too. The shell's build then compiled and minified the antd kit's
 * groups a second time, for Node, into four ~0.8 MB files of dist/ that no page ever asked
 * for (module-federation/core#1996): seconds of every build.
 * @param {{ title: string; headHtml: string; rootHtml: string }} parts
 * @returns {string}
 */
function indexHtml({ title, headHtml, rootHtml }) {
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <title>${title}</title>
    ${headHtml}
  </head>
  <body>
    <div id="root">${rootHtml}</div>
  </body>
</html>
`;
}

module.exports = { indexHtml };
