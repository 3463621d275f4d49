import type { FastifyInstance } from 'fastify';
import {
  type AuditPackInput,
  QUALIFICATION_ENDPOINTS as Q,
  type AuditPackPlan,
} from '@pest-portal/shared/contract/qualification';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../auth/auth-context';
import type { Router } from '../../http/route';
import { todayOf } from '../../service/period';
import type { ServiceConfig } from '../../service/service-config';
import { contentDisposition } from '../send-file';
import { buildPack } from './build-pack';
import { packContents } from './pack-contents';
import { packEntries, type PackEntry } from './pack-entries';
import { PackProgressBoard } from './pack-progress';
import { packScope, type PackScope } from './pack-scope';

async function plan(
  ctx: AppContext,
  auth: AuthContext,
  input: AuditPackInput,
): Promise<{ scope: PackScope; entries: PackEntry[]; plan: AuditPackPlan }> {
  const scope = packScope(auth, input);
  const contents = await packContents(ctx.db, auth.customerId, todayOf(ctx.now()), scope);
  const entries = packEntries(contents);
  const who =
    scope.picked.length === 1 ? (scope.picked[0]?.name ?? '') : `${scope.picked.length}家公司`;
  return {
    scope,
    entries,
    plan: {
      members: scope.picked,
      files: contents.files.length,
      reports: contents.reports.length,
      riskPoints: contents.riskPoints,
      entries: entries.length,
      fileName: `审核资料包-${who}-${scope.startDate}至${scope.endDate}.zip`,
    },
  };
}

/** The audit pack: what it will hold (plan), and the archive streamed while it is built. */
export function registerAuditPackRoutes(
  app: FastifyInstance,
  router: Router,
  ctx: AppContext,
  config: ServiceConfig,
): void {
  const progress = new PackProgressBoard();
  router.route(Q.auditPackPlan, async (input, { auth }) => (await plan(ctx, auth, input)).plan);
  router.route(Q.auditPackProgress, (input, { auth }) =>
    Promise.resolve(progress.read(auth.accountId, input.packId)),
  );

  router.download(Q.auditPackDownload, async (input, { auth, request, reply }) => {
    const { packId, ...packInput } = input;
    const job = await plan(ctx, auth, packInput);
    if (packId) progress.start(auth.accountId, packId, job.entries.length);
    const stream = buildPack({
      ctx,
      config,
      customerId: auth.customerId,
      scope: job.scope,
      entries: job.entries,
      onError: (error) => request.log.error({ err: error }, 'audit pack entry failed'),
      onPacked: packId ? () => progress.advance(auth.accountId, packId) : undefined,
    });
    if (packId) stream.once('close', () => progress.end(auth.accountId, packId));
    return reply
      .code(200)
      .type('application/zip')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-archive-entries', String(job.entries.length))
      .header('content-disposition', contentDisposition('attachment', job.plan.fileName))
      .send(stream);
  });
}
