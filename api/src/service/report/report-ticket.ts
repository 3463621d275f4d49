import { readLink, signLink } from '../../links/signed-link';

export interface TicketClaims {
  taskId: number;
  sessionId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const subject = (taskId: number) => `report:${taskId}`;

/**
 * The ticket of a headerless report link: `<task>.<session>.<exp>.<mac>`, signed with the
 * server-only secret, so a browser tab or the messaging app's viewer can open the PDF
 * without the token headers, for as long as the session that asked for it lives.
 */
export function issueTicket(secret: Buffer, claims: TicketClaims): string {
  return `${claims.taskId}.${signLink(secret, { subject: subject(claims.taskId), ...claims })}`;
}

/** The claims of a genuine, unexpired ticket, or null (the session is checked by the caller). */
export function readTicket(secret: Buffer, ticket: string, now: Date): TicketClaims | null {
  const dot = ticket.indexOf('.');
  const taskId = Number(ticket.slice(0, dot));
  if (dot < 1 || !Number.isSafeInteger(taskId) || taskId <= 0) return null;
  const claims = readLink(secret, subject(taskId), ticket.slice(dot + 1), now);
  return claims ? { taskId, sessionId: claims.sessionId, exp: claims.exp } : null;
}
