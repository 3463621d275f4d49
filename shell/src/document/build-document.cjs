// @ts-check
/**
 * What the shell's index.html carries before any script arrives, written in at build time
 * (webpack.config.cjs hands it to the HTML template):
 * - head: the shell's CSS (shell.css), so it applies from the first paint;
 * - root: the login page's first frame inside #root (first-frame.html, in the default
 *   language) and the script that fits it to the path, language and stored brand; on a
 *   page behind the login, with a session stored, the layout's header instead (the
 *   signed-in frame, with the stored brand and company). React replaces all of it on its
 *   first render.
 *
 * Why: on a phone network the bundles take seconds to arrive and run; the login page's
 * title and introduction are painted from the HTML at once, and React's page, built from
 * the same classes and texts, paints nothing larger afterwards.
 */
const fs = require('node:fs');
const path = require('node:path');
const { startFirstFrame } = require('./first-frame-script.cjs');
const { startSectionPreload } = require('./section-preload-script.cjs');
const { PLATFORM } = require('@pest-portal/shared/build/federation.cjs');

/** The login pages' texts: the same files the shared message catalogue is built from. */
const i18nDir = path.join(__dirname, '../../../shared/src/i18n');
/** @type {Record<string, Record<string, string>>} */
const LOGIN_TEXTS = {
  'zh-CN': require(path.join(i18nDir, 'zh-CN/login.json')),
  'en-US': require(path.join(i18nDir, 'en-US/login.json')),
};
const DEFAULT_LOCALE = 'zh-CN';

/** Paths reachable without a token (shared's paths.ts): neither frame's layout nor preloads there. */
const PUBLIC_PATHS = ['/login', '/mlogin', '/homeCheck'];
/** The session's token in local storage (spec §3). */
const TOKEN_KEY = 'token';

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
  signedIn: {
    publicPaths: PUBLIC_PATHS,
    tokenKey: TOKEN_KEY,
    companyKey: 'companyName',
    mobileAgents: 'Android|iPhone|iPad|iPod|Mobile|HarmonyOS',
    mobileBelowWidth: 768,
  },
};

/**
 * What the signed-in start's script is told (section-preload-script.cjs). The paths and
 * sections are those of shared's paths.ts, the keys spec §3's, the handover name the one
 * loader-policy-plugin.ts reads; a unit test holds them equal. `chunks` is written in by
 * the build (SIGNED_IN_CHUNKS_PLACEHOLDER): the files of the imports in `SIGNED_IN_IMPORTS`
 * and of the shared modules in `SIGNED_IN_SHARED`; `withMain` (WITH_MAIN_CHUNKS_PLACEHOLDER)
 * and `onUse` (ON_USE_CHUNKS_PLACEHOLDER) too.
 * @type {Omit<import('./build-document.cjs').SectionPreloadConfig, 'chunks' | 'withMain' | 'onUse' | 'stylesheet'>}
 */
const SECTION_PRELOAD = {
  publicPaths: PUBLIC_PATHS,
  tokenKey: TOKEN_KEY,
  isHqKey: 'isHq',
  home: '/home',
  groupHome: '/groupHome',
  sections: {
    '/home': 'dashboard',
    '/groupHome': 'dashboard',
    '/dataTrend': 'dashboard',
    '/alertRules': 'dashboard',
    '/workList': 'service',
    '/workDetail': 'service',
    '/serviceReportStatus': 'service',
    '/riskPoint': 'service',
    '/waitingServiceStatus': 'service',
    '/remainingWorkOrders': 'service',
    '/annualTotalWorkOrder': 'service',
    '/completedCurrentYear': 'service',
    '/serviceReport': 'service',
    '/planDetail': 'service',
    '/downloadPdf': 'service',
    '/qualificationFile': 'qualification',
    '/feedback': 'feedback',
    '/qrcodeQuery': 'scanner',
  },
  expose: './routes',
  handover: '__PP_PRELOADED_MANIFESTS__',
  publicPath: '/',
  mainScript: 'main.js',
};

/** The shell's dynamic imports every signed-in page waits on (router/routes.tsx). */
const SIGNED_IN_IMPORTS = [
  '../layout/authenticated-layout',
  './ant-providers',
  '../federation/remote-mount',
];
const SIGNED_IN_CHUNKS_PLACEHOLDER = '"__PP_SIGNED_IN_CHUNKS__"';
/**
 * The http client's wire half (shared/src/api/http-transport.ts: axios, crypto-js), out of
 * main.js so that the login form does not wait on it. A signed-in page's first requests
 * do: it is preloaded beside main.js, as when it was part of it, not in the crowd of chunks
 * after it (there its 3 KB file arrived at 4.3 s on the phone, and the requests with it).
 * A login page loads it with its branding call, while the form renders.
 */
const WITH_MAIN_IMPORTS = ['./http-transport'];
const WITH_MAIN_CHUNKS_PLACEHOLDER = '"__PP_WITH_MAIN_CHUNKS__"';
/** The antd kit's base group and dayjs: the signed-in layout draws with them (its header
 *  dates the day), pages with them or not (shared/src/antd-kit); the query kit and
 *  react-query: the layout provides the query client to every section's page. */
const SIGNED_IN_SHARED = [
  `${PLATFORM}/antd`,
  'dayjs',
  `${PLATFORM}/query`,
  '@tanstack/react-query',
];
const ON_USE_CHUNKS_PLACEHOLDER = '"__PP_ON_USE_CHUNKS__"';

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

/**
 * @param {{ stylesheet: string | null }} [built] antd's build-time stylesheet, for the
 *   signed-in start's script to preload
 * @returns {{ head: string; root: string }}
 */
function shellDocument(built = { stylesheet: null }) {
  const css = fs.readFileSync(path.join(__dirname, 'shell.css'), 'utf8');
  // `<` escaped so that no text can close the script element.
  const config = JSON.stringify(frameScriptConfig()).replace(/</g, '\\u003c');
  const preloadConfig = JSON.stringify({
    ...SECTION_PRELOAD,
    chunks: '__PP_SIGNED_IN_CHUNKS__',
    withMain: '__PP_WITH_MAIN_CHUNKS__',
    onUse: '__PP_ON_USE_CHUNKS__',
    stylesheet: built.stylesheet,
  });
  return {
    head: `<style>${css}</style>`,
    root:
      `${frameHtml()}<script>(${startFirstFrame.toString()})(${config});</script>` +
      `<script>(${startSectionPreload.toString()})(${preloadConfig});</script>`,
  };
}

module.exports = {
  SECTION_PRELOAD,
  SIGNED_IN_IMPORTS,
  SIGNED_IN_CHUNKS_PLACEHOLDER,
  SIGNED_IN_SHARED,
  WITH_MAIN_IMPORTS,
  WITH_MAIN_CHUNKS_PLACEHOLDER,
  ON_USE_CHUNKS_PLACEHOLDER,
  FRAME_CONFIG,
  documentTitle,
  frameHtml,
  frameScriptConfig,
  shellDocument,
};
