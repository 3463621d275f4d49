// @ts-check
/**
 * What the shell's index.html carries before any script arrives, written in at build time
 * (webpack.config.cjs hands it to the HTML template):
 * - head: the shell's CSS (shell.css), so it applies from the first paint;
 * - root: the login page's first frame inside #root (first-frame.html, in the default
 *   language) and the script that fits it to the path, language and stored brand. React
 *   replaces all of it on its first render.
 *
 * Why: on a phone network the bundles take seconds to arrive and run; the login page's
 * title and introduction are painted from the HTML at once, and React's page, built from
 * the same classes and texts, paints nothing larger afterwards.
 */
const fs = require('node:fs');
const path = require('node:path');
const { startFirstFrame } = require('./first-frame-script.cjs');

/** The login pages' texts: the same files the shared message catalogue is built from. */
const i18nDir = path.join(__dirname, '../../../shared/src/i18n');
/** @type {Record<string, Record<string, string>>} */
const LOGIN_TEXTS = {
  'zh-CN': require(path.join(i18nDir, 'zh-CN/login.json')),
  'en-US': require(path.join(i18nDir, 'en-US/login.json')),
};
const DEFAULT_LOCALE = 'zh-CN';

/**
 * What the script is told. These names are fixed elsewhere (the routes in shared's
 * paths.ts, the cookie in its locale store, the keys in spec §3); a unit test holds them
 * equal, since this file runs in the build and cannot import TypeScript.
 * @type {Omit<import('./build-document.cjs').FrameScriptConfig, 'texts'>}
 */
const FRAME_CONFIG = {
  variants: { '/login': 'desktop', '/mlogin': 'mobile' },
  localeCookie: 'pp_locale',
  brand: { name: 'docuMentName', logo: 'logoUrl' },
};

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The frame's markup with its {{key}} texts in the default language. */
function frameHtml() {
  const template = fs.readFileSync(path.join(__dirname, 'first-frame.html'), 'utf8');
  const texts = LOGIN_TEXTS[DEFAULT_LOCALE] ?? {};
  return template.replace(/\{\{([\w.]+)\}\}/g, (_whole, key) => {
    const text = texts[key];
    if (text === undefined)
      throw new Error(`first-frame.html: no text "${key}" in ${DEFAULT_LOCALE}/login.json`);
    return escapeHtml(text);
  });
}

/** The texts of the frame's [data-t] elements in the other languages, for the script. */
function otherLocaleTexts() {
  const keys = [...frameHtml().matchAll(/data-t="([\w.]+)"/g)].map((m) => m[1] ?? '');
  /** @type {Record<string, Record<string, string>>} */
  const out = {};
  for (const [locale, texts] of Object.entries(LOGIN_TEXTS)) {
    if (locale === DEFAULT_LOCALE) continue;
    out[locale] = Object.fromEntries(keys.map((key) => [key, texts[key] ?? '']));
  }
  return out;
}

/** @returns {import('./build-document.cjs').FrameScriptConfig} */
function frameScriptConfig() {
  return { ...FRAME_CONFIG, texts: otherLocaleTexts() };
}

/** The HTML title until React sets the page's: the product's name. */
function documentTitle() {
  return LOGIN_TEXTS[DEFAULT_LOCALE]?.['login.title'] ?? '';
}

/** @returns {{ head: string; root: string }} */
function shellDocument() {
  const css = fs.readFileSync(path.join(__dirname, 'shell.css'), 'utf8');
  // `<` escaped so that no text can close the script element.
  const config = JSON.stringify(frameScriptConfig()).replace(/</g, '\\u003c');
  return {
    head: `<style>${css}</style>`,
    root: `${frameHtml()}<script>(${startFirstFrame.toString()})(${config});</script>`,
  };
}

module.exports = { FRAME_CONFIG, documentTitle, frameHtml, frameScriptConfig, shellDocument };
