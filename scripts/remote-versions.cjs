// @ts-check
/**
 * What the shell's index.html names each remote by (issue 13): its manifest as
 * `mf-manifest.json?v=<version>`, the version a hash of the manifest's bytes as its origin
 * serves them now, and the entry that manifest names (`remoteEntry.js?v=…`,
 * shared/build/entry-version.cjs). A remote's static server answers a URL whose version
 * matches the file as immutable (scripts/static-server.cjs), so from a warm cache the
 * section's manifest and entry need no round trip: before, both were revalidated on
 * every load (0.6 s on the phone's network) before the section could ask for its data.
 *
 * The shell's server asks each remote's origin for its manifest when it serves the page
 * (conditionally: an unchanged manifest is a 304), so a remote deployed a moment ago is
 * named by its new version on the next page load, and the shell is neither rebuilt nor
 * restarted (DESIGN.md §2). A remote that does not answer in time, or answers with
 * something else than a manifest, is named by its plain URL, served no-cache as before:
 * never by a version that may be old.
 */
const { entryVersion, VERSION_PARAM } = require('../shared/build/entry-version.cjs');

/**
 * @typedef {{ entry: string; script: string; manifest: string }} RemoteVersion the versioned
 *   manifest URL, the URL of the entry it names, and the manifest's text (what `entry` serves)
 * @typedef {{ etag: string | null; version: RemoteVersion }} Known
 */

/**
 * @param {string} url
 * @param {string} version
 */
function withVersion(url, version) {
  const at = new URL(url);
  at.searchParams.set(VERSION_PARAM, version);
  return at.toString();
}

/**
 * The versions read from a manifest's bytes, or null when they are not a remote's manifest.
 * @param {string} entry the manifest's URL
 * @param {Buffer} bytes
 * @returns {RemoteVersion | null}
 */
function versionOf(entry, bytes) {
  /** @type {{ metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } } }} */
  let manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (typeof remoteEntry?.name !== 'string') return null;
  const publicPath = manifest.metaData?.publicPath;
  // As the federation runtime and the shell's preload script join them: publicPath 'auto'
  // means the manifest's folder.
  const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('.', entry).toString();
  return {
    entry: withVersion(entry, entryVersion(bytes)),
    script: new URL(`${remoteEntry.path ?? ''}${remoteEntry.name}`, base).toString(),
    manifest: bytes.toString('utf8'),
  };
}

/**
 * @param {{ name: string; entry: string }[]} remotes
 * @param {object} [options]
 * @param {number} [options.waitMs] how long a page waits for a remote the server has a
 *   version of (its check is then a conditional request on an open connection: a 304)
 * @param {number} [options.firstWaitMs] how long a page waits for a remote it has none of
 *   yet: just after the server started, or after the remote failed, the check opens a new
 *   connection (over https, a handshake), which on a busy machine took longer than
 *   `waitMs`, and the page went out without the version (a round trip more on the phone).
 *   A remote whose last check ran out of time is waited for `waitMs` only, so a remote
 *   that hangs holds one page at most this long, not every page.
 * @param {number} [options.checkMs] how long a check may take at all
 * @param {typeof fetch} [options.fetchImpl]
 */
function createRemoteVersions(
  remotes,
  { waitMs = 300, firstWaitMs = 3000, checkMs = 10000, fetchImpl = fetch } = {},
) {
  /** @type {Map<string, Known>} */
  const known = new Map();
  /** Remotes whose last check ran out of `checkMs`. */
  const timedOut = new Set();
  const manifests = remotes.filter((r) => /\.json(\?|$)/.test(r.entry));

  /**
   * @param {{ name: string; entry: string }} remote
   * @param {AbortSignal} signal
   * @returns {Promise<RemoteVersion | null>}
   */
  async function check(remote, signal) {
    const prior = known.get(remote.name);
    try {
      const response = await fetchImpl(remote.entry, {
        headers: prior?.etag ? { 'If-None-Match': prior.etag } : {},
        signal,
      });
      timedOut.delete(remote.name);
      if (response.status === 304 && prior) return prior.version;
      const version = response.ok
        ? versionOf(remote.entry, Buffer.from(await response.arrayBuffer()))
        : null;
      if (version) known.set(remote.name, { etag: response.headers.get('etag'), version });
      else known.delete(remote.name);
      return version;
    } catch {
      if (signal.aborted) timedOut.add(remote.name);
      known.delete(remote.name);
      return null;
    }
  }

  /**
   * The check under way, by remote name: pages served meanwhile share it.
   * @type {Map<string, Promise<RemoteVersion | null>> | null}
   */
  let inFlight = null;

  /**
   * Each remote's version as its origin answers now, by remote name; a remote missing
   * from the map is named by its plain URL. A page waits `waitMs` at most for a remote
   * known already, `firstWaitMs` for one not; a check that takes longer goes on without
   * it (up to `checkMs`), so the next page has its answer.
   * Aborted at the page's time-out, it would also have closed its connection, and the next
   * check would start again with a new one: over https a handshake, which on a busy
   * machine made every check miss the page's time, one after the other.
   * @returns {Promise<Map<string, RemoteVersion>>}
   */
  function current() {
    if (!inFlight) {
      const signal = AbortSignal.timeout(checkMs);
      const checks = new Map(manifests.map((r) => [r.name, check(r, signal)]));
      inFlight = checks;
      void Promise.all(checks.values()).then(() => {
        if (inFlight === checks) inFlight = null;
      });
    }
    /** @type {Map<string, RemoteVersion>} */
    const versions = new Map();
    const answers = [...inFlight].map(([name, checked]) => {
      const waited = known.has(name) || timedOut.has(name) ? waitMs : firstWaitMs;
      /** @type {Promise<void>} */
      const pageWait = new Promise((resolve) => setTimeout(resolve, waited).unref());
      const answered = checked.then((version) => {
        if (version) versions.set(name, version);
      });
      return Promise.race([answered, pageWait]);
    });
    // What has come in by then: a copy, which an answer arriving later does not change.
    return Promise.all(answers).then(() => new Map(versions));
  }

  return { current };
}

module.exports = { createRemoteVersions, versionOf };
