import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, STATUS } from '@pest-portal/shared/contract';
import type { AppContext } from '../../app-context';
import { queryOne } from '../../db/db';
import { ApiFailure, invalidField } from '../../http/api-failure';
import type { Router } from '../../http/route';
import { liveLinkSession } from '../../links/link-session';
import { linkExpiry } from '../../links/signed-link';
import { accountMembers } from '../../members/member-scope';
import { time } from '../labels';
import { visibleTask } from '../scope';
import type { ServiceConfig } from '../service-config';
import { buildReportPdf } from './build-report';
import { reportHtml } from './report-html';
import { loadReport, NO_REPORT, reportFileName } from './report-model';
import { issueTicket, readTicket } from './report-ticket';
import { sendPdf } from './send-pdf';

export const LINK_INVALID = '报告链接无效或已过期，请重新打开';

/** reportHtml, taskReportUrl, taskReportDownSteam, and the headerless file the URL points at. */
export function registerReportRoutes(
  app: FastifyInstance,
  router: Router,
  ctx: AppContext,
  config: ServiceConfig,
): void {
  const base = ctx.settings.api.basePath;

  router.route(ENDPOINTS.taskReportHtml, async ({ taskId }, { auth }) => {
    const task = await visibleTask(ctx.db, auth, taskId);
    return {
      taskId,
      orderNo: task.orderNo,
      html: reportHtml(await loadReport(ctx.db, base, taskId), base),
    };
  });

  router.route(ENDPOINTS.taskReportUrl, async ({ taskId }, { auth }) => {
    const task = await visibleTask(ctx.db, auth, taskId);
    if (task.status !== 'waitSign' && task.status !== 'finished')
      throw invalidField('taskId', NO_REPORT);
    const exp = linkExpiry(ctx.now(), config.reportLinkTtlSeconds, auth.expiresAt);
    const ticket = issueTicket(ctx.secret, { taskId, sessionId: auth.sessionId, exp });
    return {
      url: `${base}${ENDPOINTS.taskReportFile.path}?ticket=${encodeURIComponent(ticket)}`,
      fileName: reportFileName(task.orderNo),
      expiresAt: time(new Date(exp * 1000)) ?? '',
    };
  });

  router.download(ENDPOINTS.taskReportDownSteam, async ({ taskId }, { auth, reply }) => {
    await visibleTask(ctx.db, auth, taskId);
    const { pdf, fileName } = await buildReportPdf(ctx, config, taskId);
    return sendPdf(reply, pdf, fileName, 'attachment');
  });

  // Opened by a browser tab: no systemType, token or encryption; only the query is checked.
  // The ticket stands for the session that asked for it: that session must still be live
  // (logout and a password change end it), its account still active and still see the order.
  router.link(ENDPOINTS.taskReportFile, async ({ ticket }, { reply }) => {
    const now = ctx.now();
    const claims = readTicket(ctx.secret, ticket, now);
    const holder = claims ? await liveLinkSession(ctx.db, claims.sessionId, now) : null;
    if (!claims || !holder) throw new ApiFailure(STATUS.FORBIDDEN, LINK_INVALID);
    const task = await queryOne<{ memberId: number }>(
      ctx.db,
      'select member_id as "memberId" from tasks where id = $1 and customer_id = $2',
      [claims.taskId, holder.customerId],
    );
    const members = task ? await accountMembers(ctx.db, holder.accountId) : [];
    if (!task || !members.some((m) => m.id === task.memberId))
      throw new ApiFailure(STATUS.FORBIDDEN, LINK_INVALID);
    const { pdf, fileName } = await buildReportPdf(ctx, config, claims.taskId);
    // Inline: the portal opens this link in a new tab (mfe-service pdf-buttons.tsx,
    // 在新窗口打开PDF) or the messaging app's viewer, which must show it rather than save it.
    // Safe to show because this server drew it (send-pdf.ts says what it is sent with).
    return sendPdf(reply, pdf, fileName, 'inline');
  });
}
