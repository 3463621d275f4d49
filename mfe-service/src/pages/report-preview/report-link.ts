import type { ReportUrl } from '@pest-portal/shared/contract/service';

/** A signed link is renewed this long before it expires, so a click never lands on a dead one. */
const MARGIN_MS = 30_000;

/** Whether a link from taskReportUrl still works at `now` (its expiresAt is China time, +08:00). */
export function linkIsFresh(link: ReportUrl, now = Date.now()): boolean {
  const expires = Date.parse(`${link.expiresAt.replace(' ', 'T')}+08:00`);
  return Number.isFinite(expires) && expires - MARGIN_MS > now;
}
