import type { FastifyBaseLogger } from 'fastify';

/** How a login code reaches a phone. */
export interface SmsGateway {
  sendLoginCode(phone: string, code: string): Promise<void>;
}

/**
 * No SMS provider exists on this machine: the code is written to the server log, where a
 * tester reads it, e.g. `[sms] login code for 13800000001: 123456`.
 */
export function logSmsGateway(log: FastifyBaseLogger): SmsGateway {
  return {
    sendLoginCode(phone, code) {
      log.info(`[sms] login code for ${phone}: ${code}`);
      return Promise.resolve();
    },
  };
}
