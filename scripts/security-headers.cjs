// @ts-check
/**
 * The security headers of every page and file the static servers send (issue 9): a
 * Content-Security-Policy that lets the page run only its own scripts, the remotes' and
 * its inline scripts by hash, talk only to its own origin (the API is proxied there) and
 * the remotes, and never be framed; nosniff; a referrer policy; HSTS when served over https.
 */
const { createHash } = require('node:crypto');

/** Inline <script> elements (no src): the first frame's and the runtime config's. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** @param {string} html */
function inlineScriptHashes(html) {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * @param {import('../shared/build/settings.cjs').Settings} settings
 * @param {string} html the page as served (its inline scripts are allowed by hash)
 */
function contentSecurityPolicy(settings, html) {
  const remotes = [...new Set(settings.remotes.map((r) => r.origin))];
  // The API base is a path on this origin ('self'); an absolute one is allowed as given.
  const api = /^https?:\/\//.test(settings.api.basePath)
    ? [new URL(settings.api.basePath).origin]
    : [];
  const directives = {
    'default-src': ["'self'"],
    // WeChat's JS-SDK, loaded by the scanner inside WeChat: refused, 扫一扫 never opened there.
    'script-src': [
      "'self'",
      ...remotes,
      new URL(settings.weChat.sdkUrl).origin,
      ...inlineScriptHashes(html),
    ],
    // antd's CSS-in-JS writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The federation runtime fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes, ...api],
    // The scanner's camera preview.
    'media-src': ["'self'", 'blob:', 'mediastream:'],
    // The report preview: a sandboxed srcdoc frame, and the PDF from a blob.
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {import('../shared/build/settings.cjs').Settings} settings
 * @param {string} html the app's index.html as served
 */
function installSecurityHeaders(app, settings, html) {
  const csp = contentSecurityPolicy(settings, html);
  const https = settings.shell.origin.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    // A proxied API answer or an uploaded file keeps the stricter policy it came with.
    if (!reply.hasHeader('content-security-policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

module.exports = { installSecurityHeaders, contentSecurityPolicy };
