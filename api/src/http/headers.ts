import type { FastifyRequest } from 'fastify';
import { HEADERS, SYSTEM_TYPE } from '@pest-portal/shared/contract';
import { invalidField } from './api-failure';

/** One request header's value (node lower-cases header names; a repeated header gives its first value). */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** spec §7: every call carries systemType=4. */
export function checkSystemType(request: FastifyRequest): void {
  if (header(request, HEADERS.systemType) !== SYSTEM_TYPE) {
    throw invalidField(HEADERS.systemType, `请求头 systemType 必须为 ${SYSTEM_TYPE}`);
  }
}
