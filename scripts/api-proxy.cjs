// @ts-check
/**
 * The shell origin's reverse proxy to the API (only the shell's origin has one). It tells
 * the API who the browser is (X-Forwarded-For, set here, never passed on from the caller:
 * the API's abuse limits count it), and when the API is down or fails to answer it answers
 * 503 or 502 with an envelope, which the portal's client shows as "service unavailable".
 */

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNRESET']);

/** @param {unknown} error */
function codeOf(error) {
  const cause = /** @type {{ cause?: { code?: string }, code?: string }} */ (error ?? {});
  return cause.cause?.code ?? cause.code ?? '';
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {import('../shared/build/settings.cjs').Settings} settings
 */
async function registerApiProxy(app, settings) {
  await app.register(require('@fastify/http-proxy'), {
    upstream: settings.api.url,
    prefix: settings.api.basePath,
    rewritePrefix: '',
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
      }),
      onError: (reply, { error }) => {
        const status = UNREACHABLE.has(codeOf(error)) ? 503 : 502;
        reply.request.log.warn({ err: error }, `API unavailable: answering ${status}`);
        reply
          .code(status)
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8')
          .send({ statusCode: status, message: '服务暂时不可用，请稍后重试', data: null });
      },
    },
  });
}

module.exports = { registerApiProxy };
