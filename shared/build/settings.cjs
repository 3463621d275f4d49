// @ts-check
/**
 * Every setting of the platform, read from the environment in this one place, with a
 * default that works on one machine (DESIGN.md §6). The webpack builds, the start and
 * dev scripts, the static servers and the API all read their settings from here, so a
 * port or a key is never spelled twice. A malformed value stops start-up with a message
 * that names the variable.
 */

/** @typedef {'service'|'dashboard'|'qualification'|'feedback'|'scanner'} RemoteName */

/** The remotes, their folders and default ports (container names are snake_case). */
const REMOTES = /** @type {const} */ ([
  { name: 'service', dir: 'mfe-service', port: 8081 },
  { name: 'dashboard', dir: 'mfe-dashboard', port: 8082 },
  { name: 'qualification', dir: 'mfe-qualification', port: 8083 },
  { name: 'feedback', dir: 'mfe-feedback', port: 8084 },
  { name: 'scanner', dir: 'mfe-scanner', port: 8085 },
]);

/**
 * Noto Sans SC Regular as a TrueType file from the API's npm dependency
 * @expo-google-fonts/noto-sans-sc (the smallest npm package found with a whole CJK font in a
 * format pdfkit embeds: the webfont packages split it into woff2 slices), so
 * `npm install && npm start` needs no system font. Resolved lazily: only the API reads it,
 * and a missing install is reported by the API as a missing file named in its message.
 */
function npmReportFont() {
  const file = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
  try {
    return require.resolve(file, { paths: [require('node:path').resolve(__dirname, '../..')] });
  } catch {
    return `node_modules/${file}`;
  }
}

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
function port(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`Setting ${name} must be a port number from 1 to 65535, got "${raw}".`);
  }
  return n;
}

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {number} fallback */
function positive(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`Setting ${name} must be a positive number, got "${raw}".`);
  return n;
}

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {boolean} fallback */
function flag(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['on', 'true', '1'].includes(raw)) return true;
  if (['off', 'false', '0'].includes(raw)) return false;
  throw new Error(`Setting ${name} must be on or off, got "${raw}".`);
}

/** @param {NodeJS.ProcessEnv} env @param {string} name @param {string} fallback */
function url(env, name, fallback) {
  const raw = env[name] || fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Setting ${name} must be an absolute URL, got "${raw}".`);
  }
}

/**
 * The certificate and key the static servers serve https and HTTP/2 with (PP_TLS_CERT,
 * PP_TLS_KEY: PEM files), or null. Browsers speak HTTP/2 over TLS only, and over HTTP/1.1
 * they send six requests at a time to an origin: a signed-in page's data calls queued
 * behind its chunks (issue 13). A deployment behind a TLS terminator that speaks HTTP/2
 * (README: Security and production) needs neither.
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ certFile: string; keyFile: string } | null}
 */
function tlsFiles(env) {
  const certFile = env.PP_TLS_CERT || '';
  const keyFile = env.PP_TLS_KEY || '';
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile)
    throw new Error('Settings PP_TLS_CERT and PP_TLS_KEY go together: set both, or neither.');
  const fs = require('node:fs');
  for (const [name, file] of [
    ['PP_TLS_CERT', certFile],
    ['PP_TLS_KEY', keyFile],
  ])
    if (!fs.existsSync(file)) throw new Error(`Setting ${name} names no file: "${file}".`);
  return { certFile, keyFile };
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 */
function readSettings(env = process.env) {
  const host = env.PP_HOST || 'localhost';
  const tls = tlsFiles(env);
  // With a certificate of their own the static servers speak https (and HTTP/2), so the
  // origins they are known by default to are https ones.
  const scheme = tls ? 'https' : 'http';
  const shellPort = port(env, 'PP_SHELL_PORT', 8080);
  const apiPort = port(env, 'PP_API_PORT', 8090);
  const remoteTimeoutMs = positive(env, 'PP_REMOTE_TIMEOUT_MS', 120000);
  const cryptoKey = env.PP_CRYPTO_KEY ?? 'pest-portal-demo-key-change-me';
  if (cryptoKey.length < 8) throw new Error('Setting PP_CRYPTO_KEY must be at least 8 characters.');
  const hosts = (
    env.PP_DRAWER_FOOTER_HOSTS ??
    'portal.cleanshield.cn,service.greenguard.com.cn,kh.anbao-pest.com'
  )
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const serverSecret = env.PP_SERVER_SECRET || '';
  if (serverSecret && serverSecret.length < 32)
    throw new Error(
      'Setting PP_SERVER_SECRET must be at least 32 characters (or unset: generated).',
    );
  const bindHost = env.PP_BIND_HOST || '127.0.0.1';
  if (!/^[0-9A-Za-z.:-]+$/.test(bindHost))
    throw new Error(`Setting PP_BIND_HOST must be a host name or address, got "${bindHost}".`);
  // The same list the API reads (api/src/http/trusted-proxies.ts): proxies in front of the
  // shell (a TLS terminator) whose X-Forwarded-For the shell's API proxy passes on.
  const trustedProxies = (env.PP_TRUSTED_PROXIES || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const badProxy = trustedProxies.find((entry) => {
    const [address = '', bits, ...more] = entry.split('/');
    const version = require('node:net').isIP(address);
    const maxBits = version === 4 ? 32 : 128;
    return !version || more.length > 0 || (bits !== undefined && !(Number(bits) <= maxBits));
  });
  if (badProxy !== undefined)
    throw new Error(
      `Setting PP_TRUSTED_PROXIES must list IP addresses or CIDR ranges separated by commas, got "${badProxy}".`,
    );
  const dataDir = env.PP_DATA_DIR || require('node:path').resolve(__dirname, '../../.data');
  return {
    host,
    /** The address every server listens on: loopback unless a deployment opens it. */
    bindHost,
    /** Proxies in front of the shell whose X-Forwarded-For is believed, besides loopback. */
    trustedProxies,
    /** The static servers' own certificate and key (PEM files), or null: plain http. */
    tls,
    shell: {
      port: shellPort,
      origin: url(env, 'PP_SHELL_URL', `${scheme}://${host}:${shellPort}`),
      /** Origins allowed to load the remotes (CORS): the shell's, and its loopback twin. */
      allowedOrigins: (
        env.PP_SHELL_ORIGINS ||
        `${scheme}://${host}:${shellPort},${scheme}://127.0.0.1:${shellPort},${scheme}://localhost:${shellPort}`
      )
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    },
    api: {
      port: apiPort,
      /** Where the shell's reverse proxy and the dev servers send API calls. */
      url: url(env, 'PP_API_URL', `http://127.0.0.1:${apiPort}`),
      /** The base path browsers call on their own origin. */
      basePath: env.PP_API_BASE || '/api',
    },
    remotes: REMOTES.map((r) => {
      const upper = r.name.toUpperCase();
      const remotePort = port(env, `PP_${upper}_PORT`, r.port);
      const origin = url(env, `PP_${upper}_URL`, `${scheme}://${host}:${remotePort}`);
      return {
        name: r.name,
        dir: r.dir,
        port: remotePort,
        origin,
        entry: `${origin}/mf-manifest.json`,
        timeoutMs: positive(env, `PP_${upper}_TIMEOUT_MS`, remoteTimeoutMs),
      };
    }),
    crypto: {
      key: cryptoKey,
      /** Encryption is on outside local development (spec §7); PP_ENCRYPTION overrides. */
      /** @param {boolean} production */
      enabled: (production) => flag(env, 'PP_ENCRYPTION', production),
    },
    drawerFooterHosts: hosts,
    helpUrl: env.PP_HELP_URL || '/help/index.html',
    /** An API call's time-out in the browser (runtime config; spec: 30 s). */
    requestTimeoutMs: positive(env, 'PP_REQUEST_TIMEOUT_MS', 30000),
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    tokenTtlHours: positive(env, 'PP_TOKEN_TTL_HOURS', 12),
    weChat: {
      appId: env.PP_WECHAT_APP_ID || 'wx7a1c0demo0portal',
      /** The adapter: 'double' (this machine, tests) or 'live' (the real platform). */
      mode: env.PP_WECHAT_MODE === 'live' ? 'live' : 'double',
      secret: env.PP_WECHAT_SECRET || '',
      /** Where pages load WeChat's JS-SDK from (its bridge); the one place it is named. */
      sdkUrl: env.PP_WECHAT_SDK_URL || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
      /** The official account's template for pest alerts (live mode); none: alerts are not sent. */
      alertTemplateId: env.PP_WECHAT_ALERT_TEMPLATE_ID || '',
    },
    security: {
      /**
       * The API's own signing secret (report and file links). Never sent to a browser and
       * never derived from PP_CRYPTO_KEY, which is; when unset the API generates one into
       * the data folder on first start.
       */
      serverSecret,
      /** How long a signed link to an uploaded file works (capped by the session). */
      fileLinkTtlSeconds: positive(env, 'PP_FILE_LINK_TTL_SECONDS', 3600),
      /** Uploads per account in 24 hours, by count and by volume. */
      uploadDailyFiles: positive(env, 'PP_UPLOAD_DAILY_FILES', 200),
      uploadDailyBytes: positive(env, 'PP_UPLOAD_DAILY_MB', 300) * 1024 * 1024,
    },
    seedScale: positive(env, 'PP_SEED_SCALE', 1),
    /**
     * Multiplies the abuse limits' volumes (logins, anonymous calls, login codes per address;
     * api/src/abuse/limits.ts), never the five wrong answers before a wait nor one code a
     * minute. For a test run whose hundreds of logins come from one address and two accounts.
     */
    abuseLimitScale: positive(env, 'PP_ABUSE_LIMIT_SCALE', 1),
    report: {
      /** A font with CJK glyphs for the PDF report: Noto Sans SC from npm unless set. */
      fontPath: env.PP_REPORT_FONT || npmReportFont(),
      /** The face inside a .ttc collection (PostScript name). */
      fontFamily: env.PP_REPORT_FONT_FAMILY || 'NotoSansCJKsc-Regular',
      /** How long a taskReportUrl link works. */
      linkTtlSeconds: positive(env, 'PP_REPORT_LINK_TTL_SECONDS', 600),
    },
  };
}

/**
 * The environment the dev servers read their settings from (`npm run dev`, one app's
 * `npm run dev`): webpack-dev-server serves plain http, so `npm start`'s own TLS
 * (PP_TLS_CERT, PP_TLS_KEY) is left out; with it, every origin would be an https one
 * that no dev server answers on.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
function devEnvironment(env) {
  const { PP_TLS_CERT: _cert, PP_TLS_KEY: _key, ...rest } = env;
  return rest;
}

module.exports = { readSettings, devEnvironment, REMOTES };
