import type { FastifyRequest } from 'fastify';

export type ApiLocale = 'zh-CN' | 'en-US';

/**
 * The language of a request's messages: the portal sends its chosen language as
 * Accept-Language (shared/src/api/http-client.ts); a browser's own header works the
 * same. zh-CN unless English comes first.
 */
export function requestLocale(request: FastifyRequest): ApiLocale {
  const value = request.headers['accept-language'];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('en') ? 'en-US' : 'zh-CN';
}
