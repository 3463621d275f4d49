import type { FastifyRequest } from 'fastify';
import { ENDPOINTS, ID_MAX } from '@pest-portal/shared/contract';
import type { AppContext } from '../app-context';
import { authenticate } from '../auth/authenticate';
import { notFound } from '../http/api-failure';
import type { Router } from '../http/route';
import { brandForHost, brandForMembers } from './brand-queries';

/** doMain is the page origin; a bare hostname is accepted too. */
function hostnameOf(doMain: string): string {
  try {
    return new URL(doMain).hostname;
  } catch {
    return doMain.toLowerCase();
  }
}

/** The ids of a comma-separated list (its form checked by the schema); ids no row can have are left out. */
function ids(list: string | undefined): number[] {
  return (list ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= ID_MAX);
}

/**
 * The member ids a caller may name: only those of its own live session. Without one (the
 * login page) the brand is the page's hostname's: a stranger sending someone's member ids
 * learns nothing about that customer.
 */
async function ownMemberIds(
  ctx: AppContext,
  request: FastifyRequest,
  memberIds: number[],
): Promise<number[]> {
  if (!memberIds.length) return [];
  const auth = await authenticate(ctx, request, 'session').catch(() => null);
  return auth ? memberIds.filter((id) => auth.scope.has(id)) : [];
}

/**
 * GET /customer/brand/v1.2.0/getBaseByDomain (public): the logo, favicon and name the
 * shell shows. A known customer (memberId: its hqIdList or memberIdList) gets its own
 * brand, any other page the brand of its hostname, else the provider's default.
 */
export function registerGetBaseByDomain(router: Router, ctx: AppContext): void {
  const url = (file: string) => `${ctx.settings.api.basePath}/brand/${encodeURIComponent(file)}`;
  router.publicRoute(ENDPOINTS.getBaseByDomain, async (input, { request }) => {
    const memberIds = await ownMemberIds(ctx, request, ids(input.memberId));
    const brand =
      (memberIds.length ? await brandForMembers(ctx.db, memberIds) : null) ??
      (await brandForHost(ctx.db, hostnameOf(input.doMain)));
    if (!brand) throw notFound('未配置品牌信息');
    return {
      customerName: brand.customerName,
      customerFavicon: url(brand.faviconFile),
      customerPicture: url(brand.pictureFile),
    };
  });
}
