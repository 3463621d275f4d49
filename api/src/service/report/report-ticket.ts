import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TicketClaims {
  taskId: number;
  accountId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

function sign(secret: string, body: string): string {
  // A purpose prefix keeps these MACs from standing for anything else made with the same key.
  return createHmac('sha256', `report-link:${secret}`).update(body).digest('base64url');
}

/**
 * The ticket of a headerless report link: task, account and expiry, with an HMAC, so a
 * browser tab or the messaging app's viewer can open the PDF without the token headers.
 */
export function issueTicket(secret: string, claims: TicketClaims): string {
  const body = Buffer.from(`${claims.taskId}.${claims.accountId}.${claims.exp}`).toString(
    'base64url',
  );
  return `${body}.${sign(secret, body)}`;
}

/** The claims of a genuine, unexpired ticket, or null. */
export function readTicket(secret: string, ticket: string, now: Date): TicketClaims | null {
  const [body, mac, ...rest] = ticket.split('.');
  if (!body || !mac || rest.length) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [taskId, accountId, exp] = Buffer.from(body, 'base64url').toString().split('.').map(Number);
  if (!taskId || !accountId || !exp || exp * 1000 <= now.getTime()) return null;
  return { taskId, accountId, exp };
}
