// @ts-check
/**
 * Serves one app's production build on its own origin, as a deployment would
 * (DESIGN.md §2, §6): entries (index.html, main.js, remoteEntry.js, mf-manifest.json)
 * no-cache, content-hashed chunks and main.js asked for by its current version immutable, compressed, CORS for the shell's origins,
 * files looked up as they are asked for (a release copied in is served at once, no restart),
 * history fallback to index.html, security headers, and (the shell's origin only) the API
 * base path proxied to the API server so browsers make no cross-origin API calls. The shell's
 * index.html gets the runtime config
 * inlined; /remotes.json serves it too.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const Fastify = require('fastify');
const { runtimeConfig, runtimeConfigHtml } = require('../shared/build/runtime-config.cjs');
const { registerApiProxy } = require('./api-proxy.cjs');
const { installSecurityHeaders, contentSecurityPolicy } = require('./security-headers.cjs');
const { createRemoteVersions } = require('./remote-versions.cjs');
const { entryVersion, HASHED_NAME, VERSION_PARAM } = require('../shared/build/entry-version.cjs');

/**
 * Each versioned entry's version, worked out once per state of the file: one entry per
 * path, replaced when a deploy changes the file.
 * @type {Map<string, { state: string; version: string }>}
 */
const versions = new Map();
/**
 * Whether the request names the version of the bytes it is answered with: then the answer
 * never changes and is cached for good (shared/build/entry-version.cjs).
 * @param {string} url
 * @param {string} filePath
 */
function isCurrentVersion(url, filePath) {
  const asked = new URL(url, 'http://host').searchParams.get(VERSION_PARAM);
  if (!asked) return false;
  const stat = fs.statSync(filePath);
  const state = `${stat.mtimeMs}:${stat.size}`;
  let known = versions.get(filePath);
  if (known?.state !== state) {
    known = { state, version: entryVersion(fs.readFileSync(filePath)) };
    versions.set(filePath, known);
  }
  return known.version === asked;
}

/**
 * With a certificate (PP_TLS_CERT, PP_TLS_KEY) a server speaks https, HTTP/2 to browsers
 * that offer it and HTTP/1.1 to the rest (ALPN): over HTTP/2 a page's data calls no longer
 * wait for one of six connections behind its chunks (issue 13).
 * @param {import('../shared/build/settings.cjs').Settings} settings
 * @returns {{ http2?: true; https?: { allowHTTP1: true; cert: Buffer; key: Buffer } }}
 */
function tlsOptions(settings) {
  if (!settings.tls) return {};
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: fs.readFileSync(settings.tls.certFile),
      key: fs.readFileSync(settings.tls.keyFile),
    },
  };
}

/**
 * How the shell's server asks the remotes' origins for their manifests: with the public
 * roots, and also trusting the servers' own certificate, so one that no public authority
 * signed (a private CA's, a self-signed one on a test machine) still names the remotes by
 * version.
 * @param {import('../shared/build/settings.cjs').Settings} settings
 * @returns {typeof fetch}
 */
function trustingFetch(settings) {
  if (!settings.tls) return fetch;
  const { Agent, fetch: undiciFetch } = require('undici');
  const ca = [...require('node:tls').rootCertificates, fs.readFileSync(settings.tls.certFile)];
  const dispatcher = new Agent({ connect: { ca } });
  return /** @type {typeof fetch} */ (
    /** @type {unknown} */ (
      (/** @type {string} */ url, /** @type {RequestInit} */ init) =>
        undiciFetch(url, { .../** @type {object} */ (init), dispatcher })
    )
  );
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (its dist/ is served)
 * @param {string} [options.dist] another build folder of the app (dist-single/)
 * @param {number} options.port
 * @param {boolean} options.isShell
 * @param {import('../shared/build/settings.cjs').Settings} options.settings
 * @param {string} [options.host] by default PP_BIND_HOST (loopback)
 */
async function startStaticServer({
  dir,
  port,
  isShell,
  settings,
  host = settings.bindHost,
  dist = 'dist',
}) {
  const root = path.join(dir, dist);
  const indexFile = path.join(root, 'index.html');
  // A remote's production build is its container alone, with no page of its own
  // (shared/build/webpack-app.cjs): its origin serves files to the shell and nothing else.
  const built = isShell ? indexFile : path.join(root, 'mf-manifest.json');
  if (!fs.existsSync(built)) throw new Error(`${root} has no build: run "npm run build" first.`);
  const hasPage = fs.existsSync(indexFile);
  // The config goes in at the end of <head>: an element the HTML minifier keeps (it drops
  // a placeholder comment). Inline, it runs before the deferred entry script.
  const html = hasPage ? fs.readFileSync(indexFile, 'utf8') : '';
  if (isShell && !html.includes('</head>'))
    throw new Error(`${indexFile} has no </head> for the runtime config`);
  // The single bundle has every section compiled in: no remote to preconnect to or preload.
  const configured = dist === 'dist-single' ? { ...settings, remotes: [] } : settings;
  /** @param {Map<string, import('./remote-versions.cjs').RemoteVersion>} [versions] */
  const withConfig = (versions) =>
    isShell ? html.replace('</head>', `${runtimeConfigHtml(configured, versions)}</head>`) : html;
  const indexHtml = withConfig();
  // The shell's page names each remote by its current version (remote-versions.cjs), read
  // when the page is served; its inline config, and so the policy's hash of it, follows.
  const remoteVersions =
    isShell && configured.remotes.length
      ? createRemoteVersions(configured.remotes, { fetchImpl: trustingFetch(settings) })
      : null;
  /** @type {{ html: string; csp: string } | null} */
  let lastPage = null;
  async function page() {
    const served = withConfig(remoteVersions ? await remoteVersions.current() : undefined);
    if (lastPage?.html !== served)
      lastPage = { html: served, csp: contentSecurityPolicy(settings, served) };
    return lastPage;
  }
  /** @param {import('fastify').FastifyReply} reply */
  async function sendPage(reply) {
    const { html: served, csp } = await page();
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', csp)
      .type('text/html; charset=utf-8')
      .send(served);
  }

  // Behind a TLS-terminating proxy (README: Security and production) the browser's address
  // is that proxy's X-Forwarded-For: believed from loopback and PP_TRUSTED_PROXIES only, so
  // request.ip (what the API proxy passes on for the abuse limits) is the browser's, and a
  // caller cannot name its own.
  const app = Fastify({
    logger: false,
    trustProxy: ['loopback', ...settings.trustedProxies],
    ...tlsOptions(settings),
  });
  // The API's answers are not compressed here. @fastify/compress sends a body through
  // unencoded, yet labelled br or gzip, when its first two bytes look like a zlib header:
  // 0x78 0x9c, but also "8O", "hb", "XG" and a few more. The API answers base64 ciphertext,
  // and about 1 in 450 answers starts so: the browser cannot decode it
  // (net::ERR_CONTENT_DECODING_FAILED) and the portal shows a network error. Ciphertext
  // gains little from compression anyway. This hook runs before the plugin's own onRoute
  // hook, which leaves a route with `compress: false` alone.
  const apiPrefix = settings.api.basePath.replace(/\/+$/, '');
  app.addHook('onRoute', (route) => {
    if (route.url === apiPrefix || route.url.startsWith(`${apiPrefix}/`)) {
      /** @type {any} */ (route).compress = false;
    }
  });
  // Brotli's default quality (11) costs about a second per large chunk on every request;
  // 5 compresses nearly as well at a fraction of the time.
  await app.register(require('@fastify/compress'), {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const allowed = new Set(settings.shell.allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
  });

  installSecurityHeaders(app, settings, indexHtml);
  // Only the shell's origin reaches the API: browsers make no cross-origin API call.
  if (isShell) await registerApiProxy(app, settings);

  await app.register(require('@fastify/static'), {
    root,
    index: false,
    // Looked up on each request, not listed at start: a release deployed into the folder
    // (scripts/deploy.cjs) is served at once, beside the older chunks it keeps.
    wildcard: true,
    cacheControl: false,
    // A script's brotli file from the build (shared/build/webpack-app.cjs) where the browser
    // takes brotli; anything else is compressed on the fly (@fastify/compress, above).
    preCompressed: true,
    setHeaders: (reply, sentPath) => {
      // The file asked for, not its compressed sibling that is sent.
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      const forGood = HASHED_NAME.test(filePath) || isCurrentVersion(reply.request.url, filePath);
      reply.header('Cache-Control', forGood ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  if (isShell) {
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return runtimeConfig(settings);
    });
  }

  // Files that exist are served by @fastify/static; everything else is a route of the
  // single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      !hasPage ||
      request.method !== 'GET' ||
      path.extname(request.url.split('?')[0] ?? '') !== ''
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendPage(reply);
  });
  app.get('/', async (_request, reply) =>
    hasPage ? sendPage(reply) : reply.code(404).type('text/plain').send('Not found'),
  );

  await app.listen({ port, host });
  // The remotes asked once now, not by the first page: their first connections (over
  // https, a handshake each) are open by then. Remotes started beside this server may not
  // answer yet; the next page asks again, and waits for that first answer longer
  // (remote-versions.cjs, firstWaitMs).
  if (remoteVersions) void remoteVersions.current();
  return app;
}

module.exports = { startStaticServer };
