import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/auth-context';
import { linkExpiry, readLink, signLink } from '../../links/signed-link';

/** What a plan's ticket stands for: one area's plan image. */
export const planSubject = (areaId: number) => `plan:${areaId}`;

/**
 * The URL an <img> loads an area's plan from. An <img> sends no token, so the URL carries
 * a ticket for the caller's session (like uploaded files: links/sign-file-urls.ts); `v`
 * changes when the plan is redrawn, so a cached copy is never a stale one.
 */
export function planUrl(
  ctx: AppContext,
  auth: AuthContext,
  areaId: number,
  version: number,
): string {
  const exp = linkExpiry(ctx.now(), ctx.settings.security.fileLinkTtlSeconds, auth.expiresAt);
  const ticket = signLink(ctx.secret, {
    subject: planSubject(areaId),
    sessionId: auth.sessionId,
    exp,
  });
  return `${ctx.settings.api.basePath}/site-plans/${areaId}?v=${version}&t=${ticket}`;
}

/** The session id and expiry of a genuine, live ticket for the area's plan, or null. */
export function readPlanTicket(ctx: AppContext, areaId: number, ticket: string) {
  return readLink(ctx.secret, planSubject(areaId), ticket, ctx.now());
}
