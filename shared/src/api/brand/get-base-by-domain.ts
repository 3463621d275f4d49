import { PLATFORM_ENDPOINTS as ENDPOINTS } from '../../contract/platform-endpoints';
import type { BrandQuery } from '../../contract/brand';
import { local } from '../../storage/storage';
import { request, type CallOptions } from '../http-client';

/**
 * spec §7: doMain is the page origin; isHq and memberId are sent when stored, memberId
 * being hqIdList when isHq is 'true' and memberIdList otherwise.
 */
export function brandQuery(origin: string): BrandQuery {
  const query: BrandQuery = { doMain: origin };
  const isHq = local.get('isHq');
  if (isHq !== null) {
    query.isHq = isHq === 'true' ? 'true' : 'false';
    const ids = isHq === 'true' ? local.get('hqIdList') : local.get('memberIdList');
    if (ids) query.memberId = ids;
  }
  return query;
}

export const getBaseByDomain = (origin: string, options?: CallOptions) =>
  request(ENDPOINTS.getBaseByDomain, brandQuery(origin), options);
