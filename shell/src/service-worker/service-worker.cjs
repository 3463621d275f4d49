// @ts-check
/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 13), written into the shell's build as /sw.js
 * (service-worker-plugin.cjs) and registered once a page has loaded
 * (register-service-worker.ts). What it does, and why:
 * - A page (any path of the single-page app) is answered at once with the shell's page
 *   kept from the last visit, and the server is asked for the current one behind it, kept
 *   for the next visit. Without it every visit, even from a warm HTTP cache, waited one
 *   round trip for the page's revalidation (562.5 ms on the bench's phone network) before
 *   anything else started. A page kept from before a release (of the shell, or of a remote
 *   the page names by version) is a release behind: the page asks the worker, once it
 *   runs, whether the server's page differed, and if so reloads onto it before the
 *   visitor has touched it (register-service-worker.ts). A release then shows on the
 *   first visit after it, as without the worker, at the cost of that visit's reload; a
 *   page already touched runs the older release, as a tab left open across it does (the
 *   older chunks stay served, scripts/deploy.cjs), and the next visit the new one.
 * - A script or stylesheet named as the portal's builds name them (a content-hashed chunk,
 *   an entry asked for by its version), of the shell's origin or a remote's, is answered
 *   from the cache when there, else fetched and kept if the server answers it as immutable
 *   (scripts/static-server.cjs). Anyone else's script (WeChat's SDK) is left alone.
 *   Files stored while the worker installs get their compiled code cached by Chrome at
 *   once; from the HTTP cache a file's code is cached only on its second run, so the
 *   visit after the first paid V8's compile and its cache's writing on the main thread
 *   (~470 ms at the bench's 8x CPU on home).
 * - Nothing else: the API's answers, downloads, manifests and unversioned entries go to
 *   the network as before, unseen by the worker.
 * No imports and no helpers from outside: the function is serialised as it is written.
 * @param {import('./service-worker-plugin.cjs').ServiceWorkerConfig} config
 */
function runServiceWorker(config) {
  var sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
  var SHELL_PAGE = new URL('/', sw.location.href).href;
  var HASHED_NAME = new RegExp(config.hashedName);

  /**
   * Named as the portal's builds name what never changes under its name.
   * @param {URL} url
   */
  function ours(url) {
    return HASHED_NAME.test(url.pathname) || url.searchParams.has(config.versionParam);
  }
  /** @param {Response} response the server's word that it never changes */
  function immutable(response) {
    return (
      response.ok &&
      (response.type === 'basic' || response.type === 'cors') &&
      /\bimmutable\b/.test(response.headers.get('Cache-Control') || '')
    );
  }
  /** @param {Response} response */
  function isPage(response) {
    return response.ok && (response.headers.get('Content-Type') || '').indexOf('text/html') === 0;
  }
  /**
   * The file as the worker asks for it: with CORS, so that a remote's answer (another
   * origin) can be read and kept; no credentials, which no static file needs.
   * @param {string} url
   * @param {RequestCache} [cache]
   */
  function corsRequest(url, cache) {
    return new Request(url, { mode: 'cors', credentials: 'omit', cache: cache || 'default' });
  }
  /**
   * The oldest files beyond the limit go: a release's files replace the last one's.
   * @param {Cache} cache
   */
  function trim(cache) {
    return cache.keys().then(function (keys) {
      var extra = keys.length - config.maxEntries;
      var gone = [];
      // Kept in the order they were stored; the shell's page is stored anew on each visit.
      for (var i = 0; i < keys.length && gone.length < extra; i++) {
        var key = /** @type {Request} */ (keys[i]);
        if (key.url !== SHELL_PAGE) gone.push(cache.delete(key));
      }
      return Promise.all(gone);
    });
  }

  sw.addEventListener('install', function (event) {
    // The files the registering page loaded, read from the HTTP cache where they are
    // (force-cache: no round trip), and its page.
    event.waitUntil(
      Promise.all([caches.open(config.cache), caches.open(config.seedCache)])
        .then(function (opened) {
          var cache = opened[0];
          return opened[1]
            .match(config.seedKey)
            .then(function (listed) {
              return listed ? listed.json() : [];
            })
            .then(function (/** @type {string[]} */ urls) {
              var files = urls.filter(function (url) {
                return ours(new URL(url));
              });
              return Promise.all(
                [SHELL_PAGE].concat(files).map(function (url) {
                  return fetch(corsRequest(url, 'force-cache'))
                    .then(function (response) {
                      var keep = url === SHELL_PAGE ? isPage(response) : immutable(response);
                      return keep ? cache.put(url, response) : undefined;
                    })
                    .catch(function () {
                      // Left for the page's own request to fetch and keep.
                    });
                }),
              );
            });
        })
        .then(function () {
          return caches.delete(config.seedCache);
        })
        .then(function () {
          return sw.skipWaiting();
        }),
    );
  });

  sw.addEventListener('activate', function (event) {
    event.waitUntil(
      caches
        .keys()
        .then(function (names) {
          return Promise.all(
            names.map(function (name) {
              // An older version's cache of this worker's (the seed is the page's).
              var older = name.indexOf('pp-portal-') === 0 && name !== config.seedCache;
              return older && name !== config.cache ? caches.delete(name) : undefined;
            }),
          );
        })
        .then(function () {
          return sw.clients.claim();
        }),
    );
  });

  /**
   * A path the single-page app answers: not the API's, not a file's.
   * @param {URL} url
   */
  function isAppPath(url) {
    if (url.origin !== sw.location.origin) return false;
    var path = url.pathname;
    if (path === config.apiBasePath || path.indexOf(config.apiBasePath + '/') === 0) return false;
    return !/\.[^/]*$/.test(path);
  }

  /**
   * Whether the page a client was answered with differs from the server's, by client id:
   * asked by the page once it runs (config.pageCheck). Kept for the worker's life only.
   * @type {Map<string, Promise<boolean>>}
   */
  var outdated = new Map();
  /** When a page was last told it is outdated: once a minute at most (a server that flaps). */
  var lastTold = 0;

  /** @param {FetchEvent} event */
  function page(event) {
    return caches.open(config.cache).then(function (cache) {
      var fresh = fetch(event.request).then(function (response) {
        if (!isPage(response)) return response;
        var kept = response.clone();
        return cache.put(SHELL_PAGE, kept).then(
          function () {
            return response;
          },
          function () {
            return response;
          },
        );
      });
      return cache.match(SHELL_PAGE).then(function (cached) {
        if (!cached) return fresh;
        // The server's page, once here, says whether the one answered was a release behind
        // (a remote deployed since the last visit names another version in it).
        var differs = Promise.all([
          cached.clone().text(),
          fresh.then(function (r) {
            return r.text();
          }),
        ]).then(
          function (texts) {
            return texts[0] !== texts[1] && isPage(cached);
          },
          function () {
            return false;
          },
        );
        outdated.set(event.resultingClientId, differs);
        event.waitUntil(differs);
        return cached;
      });
    });
  }

  sw.addEventListener('message', function (event) {
    var port = event.ports[0];
    var source = /** @type {Client | null} */ (event.source);
    if (!port || !source || !event.data || event.data.type !== config.pageCheck) return;
    var check = outdated.get(source.id) || Promise.resolve(false);
    outdated.delete(source.id);
    event.waitUntil(
      check.then(function (differs) {
        var tell = differs && Date.now() - lastTold > 60000;
        if (tell) lastTold = Date.now();
        port.postMessage({ outdated: tell });
      }),
    );
  });

  /** @param {FetchEvent} event */
  function file(event) {
    var url = event.request.url;
    return caches.open(config.cache).then(function (cache) {
      return cache.match(url).then(function (hit) {
        if (hit) return hit;
        return fetch(corsRequest(url)).then(
          function (response) {
            if (immutable(response))
              event.waitUntil(
                cache.put(url, response.clone()).then(function () {
                  return trim(cache);
                }),
              );
            return response;
          },
          function () {
            // A server that gives no CORS: the page's own request, as it asked.
            return fetch(event.request);
          },
        );
      });
    });
  }

  sw.addEventListener('fetch', function (event) {
    var request = event.request;
    if (request.method !== 'GET') return;
    if (request.mode === 'navigate') {
      if (isAppPath(new URL(request.url))) event.respondWith(page(event));
      return;
    }
    if (request.destination !== 'script' && request.destination !== 'style') return;
    if (ours(new URL(request.url))) event.respondWith(file(event));
  });
}

module.exports = { runServiceWorker };
