// @ts-check
/**
 * The signed-in start's script (issue 13). build-document.cjs writes it into index.html
 * after the first frame, so it runs while the page is parsed, before any bundle has
 * arrived, with the runtime config already inlined in <head>. On a page behind the login,
 * with a token stored, it starts at once what the page would otherwise ask for only after
 * main.js has downloaded and run (a phone on a mobile network: some 2.5 s later):
 * - the shell's signed-in chunks (the layout, antd's providers, the remote area, the antd
 *   kit's base group), listed by the build, after main.js (beside it over HTTP/2); the http
 *   client's wire half beside main.js; antd's build-time stylesheet after main.js;
 * - the section's remote: its manifest, written into the page by the shell's server (or
 *   fetched here when the server could not read it), is handed to the federation runtime
 *   (loader-policy-plugin.ts takes it from `config.handover`, once), and its entry,
 *   the `./routes` module's chunks and the page's own chunks are preloaded from it.
 * A login page, a missing token or a path of no section preloads nothing: the login page
 * stays free of the layout's antd. Anything that fails here is left to the real load.
 * No imports and no helpers from outside: the function is serialised as it is written.
 * @param {import('./build-document.cjs').SectionPreloadConfig} config
 */
function startSectionPreload(config) {
  var path = window.location.pathname.replace(/(.)\/+$/, '$1');
  if (config.publicPaths.indexOf(path) >= 0) return;
  var isHq;
  try {
    if (!window.localStorage.getItem(config.tokenKey)) return;
    isHq = window.localStorage.getItem(config.isHqKey) === 'true';
  } catch {
    return; // storage blocked: the guard sends the visitor to the login page anyway
  }
  // As the chunks' own <script> elements ask (no crossorigin), so the browser reuses them.
  /**
   * @param {string} href
   * @param {string} [as] what it is: a script unless said
   * @returns {HTMLLinkElement | null} the new link; null when one was there already
   */
  function preload(href, as) {
    if (document.head.querySelector('link[rel="preload"][href="' + href + '"]')) return null;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as || 'script');
    link.href = href;
    document.head.appendChild(link);
    return link;
  }
  /**
   * `then` once every link has loaded or failed (a link already there counts as done).
   * @param {(HTMLLinkElement | null)[]} links
   * @param {() => void} then
   */
  function whenLoaded(links, then) {
    var waiting = 0;
    var settle = function (/** @type {HTMLLinkElement} */ link) {
      var once = false;
      var done = function () {
        if (once) return;
        once = true;
        waiting -= 1;
        if (waiting === 0) then();
      };
      link.addEventListener('load', done);
      link.addEventListener('error', done);
    };
    links.forEach(function (link) {
      if (link) {
        waiting += 1;
        settle(link);
      }
    });
    if (waiting === 0) then();
  }
  // main.js first: its download alone has the phone's bandwidth, then it runs while the
  // rest downloads. Started beside it, the rest shared the bandwidth with it and it
  // arrived last (4.3 s instead of 2.6 s on the throttled phone), its code then run
  // after everything else had arrived. The manifest, a few hundred bytes, goes at once.
  /** @type {((start: () => void) => void)} */
  var afterMain = function (start) {
    var main = config.publicPath + config.mainScript;
    var done = false;
    var go = function () {
      if (!done) start();
      done = true;
    };
    try {
      // Already arrived (a warm cache revalidates it in one round trip): start now. An
      // observer's callback is delivered in a task of its own, after main.js and the chunks
      // queued with it have run: on the throttled phone 1.5 s after the manifest was in.
      var arrived = performance.getEntriesByType('resource').some(function (entry) {
        return new URL(entry.name).pathname === main;
      });
      if (arrived) return go();
      var observer = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          if (new URL(entry.name).pathname === main) {
            observer.disconnect();
            go();
          }
        });
      });
      observer.observe({ type: 'resource', buffered: true });
    } catch {
      go();
    }
  };
  config.withMain.forEach(function (file) {
    preload(config.publicPath + file);
  });
  // Over HTTP/2 (or 3) the shell's chunks go at once, beside main.js. main.js arrives later
  // (3.2 s instead of 2.1 s, a cold home on the throttled phone), but the link no longer
  // idles for a round trip between it and them, and the page was drawn sooner: home
  // 6.30 -> 6.12 s, group home 6.38 -> 6.19 s, the service list 6.91 -> 6.53 s (medians of
  // 3-6 cold loads). Over HTTP/1.1 they would also hold main.js's connections: after it.
  // Only these: the manifest's files and the page's waiting as below was measured better
  // over HTTP/2 too (everything at once: home 6.6-7.3 s).
  var multiplexed = false;
  try {
    var navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
      performance.getEntriesByType('navigation')[0]
    );
    multiplexed = !!navigation && /^h[23]/.test(navigation.nextHopProtocol);
  } catch {
    // no navigation timing: as over HTTP/1.1
  }
  var preloadChunks = function () {
    config.chunks.forEach(function (file) {
      preload(config.publicPath + file);
    });
  };
  if (multiplexed) preloadChunks();
  else afterMain(preloadChunks);
  // antd's build-time stylesheet, which the signed-in layout waits for (providers/static-
  // style.ts), once main.js has arrived: asked for by main.js's code, it left ~340 ms after
  // main.js had arrived and came in last (a cold phone home: 60 KB at 4.7 s, the layout
  // drawn after it). Phone at 6.5x, cold, six loads each alternated: home's LCP ~5.20 ->
  // ~4.83 s and data shown ~5.45 -> ~5.31 s; the service list's ~5.14 -> ~4.84 s and
  // ~5.59 -> ~5.43 s. Not beside main.js, even over HTTP/2: it took main.js's bandwidth
  // (home's data shown ~5.4 -> ~6.1 s). As the layout's own <link rel="stylesheet"> asks
  // (no crossorigin), so that one takes this response.
  if (config.stylesheet) {
    var stylesheet = config.publicPath + config.stylesheet;
    afterMain(function () {
      preload(stylesheet, 'style');
    });
  }

  // '/' opens the account's own home (RoleHomeRedirect).
  var pagePath = path === '/' ? (isHq ? config.groupHome : config.home) : path;
  var top = '/' + pagePath.split('/')[1];
  // The page's own chunks are listed in the manifest under its path's last segment.
  var page = pagePath.split('/').pop() || '';
  var section = config.sections[top];
  // What the script reads of the window: the inlined runtime config, and the handover.
  var win = /** @type {Window & Record<string, unknown>} */ (/** @type {unknown} */ (window));
  var runtime =
    /** @type {{ remotes?: { name: string; entry: string; script?: string; manifest?: string }[] } | undefined} */ (
      win.__PORTAL_RUNTIME__
    );
  var remotes = runtime && runtime.remotes ? runtime.remotes : [];
  var handover = /** @type {Record<string, Promise<string>>} */ (win[config.handover] || {});
  win[config.handover] = handover;
  // The manifests the shell's server wrote into the page as their `entry` serves them
  // (shared/build/runtime-config.cjs) are handed over as they are, every remote's: a visit
  // to another section in this document (a menu's tap or its preload on hover) then waits
  // on no round trip for its manifest either. Fetched, even from a warm cache, a body is
  // read in a task of its own, queued behind main.js and the shell's start: on the warm
  // phone (6.5x) the runtime had the section's 12 to 430 ms after asking (three traced
  // loads), and the section's entry, its routes and the page's data requests waited as long.
  remotes.forEach(function (r) {
    if (typeof r.manifest === 'string') handover[r.entry] = Promise.resolve(r.manifest);
  });
  var remote = remotes.filter(function (r) {
    return r.name === section;
  })[0];
  if (!remote || !/\.json(\?|$)/.test(remote.entry)) return;
  var entry = remote.entry;
  // The remote's entry, asked for now, beside the manifest, not a round trip after it, as
  // the manifest names it (by version) when the shell's server read it (`script`:
  // scripts/remote-versions.cjs). Otherwise it waited for the manifest's answer to be read
  // between the shell's first long tasks: 1.2 s later on the phone. Without it (the remote
  // did not answer the server in time) no name is guessed: a guess that is not the
  // manifest's would be downloaded twice.
  if (remote.script) preload(remote.script);
  var manifest =
    handover[entry] ||
    fetch(entry).then(function (response) {
      if (!response.ok) throw new Error(entry + ': HTTP ' + response.status);
      return response.text();
    });
  handover[entry] = manifest;
  manifest
    .then(function (text) {
      return new Promise(function (resolve) {
        afterMain(function () {
          resolve(text);
        });
      });
    })
    .then(function (text) {
      /**
       * The manifest's fields read here (the federation plugin's mf-manifest.json).
       * `pages`: each page's files (shared/build/page-chunks.cjs), by its path's last segment.
       * @type {{ metaData: { publicPath?: string; remoteEntry: { path: string; name: string } };
       *   exposes: { path: string; assets: { js: { sync: string[] } } }[];
       *   pages?: Record<string, string[]>; pageShared?: Record<string, string[]> }}
       */
      var m = JSON.parse(/** @type {string} */ (text));
      // publicPath 'auto': the remote's files sit beside its manifest.
      var base =
        m.metaData.publicPath && m.metaData.publicPath !== 'auto'
          ? m.metaData.publicPath
          : entry.replace(/[^/]*$/, '');
      var remoteEntry = m.metaData.remoteEntry;
      preload(base + remoteEntry.path + remoteEntry.name);
      /** @type {(HTMLLinkElement | null)[]} */
      var routes = [];
      m.exposes.forEach(function (expose) {
        if (expose.path === config.expose)
          expose.assets.js.sync.forEach(function (/** @type {string} */ file) {
            routes.push(preload(base + file));
          });
      });
      // Then the page's own chunks, which its route would ask for only once the routes
      // module had arrived and run. Not beside the routes' chunks: the routes' loaders start
      // the page's data requests, and sharing the phone's bandwidth with the page's chunks
      // made the routes arrive last (the service list's request left at 6.6 s, not 4.7 s).
      var pageFiles =
        m.pages && Object.prototype.hasOwnProperty.call(m.pages, page) ? m.pages[page] : [];
      // With them, the shell's files of the shared modules the page consumes on use (the
      // antd kit's groups: the page's table, its date picker), also asked for only once
      // the page's chunks had arrived and run otherwise.
      var pageShared =
        m.pageShared && Object.prototype.hasOwnProperty.call(m.pageShared, page)
          ? m.pageShared[page]
          : [];
      whenLoaded(routes, function () {
        pageFiles.forEach(function (/** @type {string} */ file) {
          preload(base + file);
        });
        pageShared.forEach(function (/** @type {string} */ key) {
          (config.onUse[key] || []).forEach(function (/** @type {string} */ file) {
            preload(config.publicPath + file);
          });
        });
      });
    })
    .catch(function () {
      // The runtime asks again and reports what went wrong.
    });
}

module.exports = { startSectionPreload };
