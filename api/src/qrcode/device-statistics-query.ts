import type { DeviceStatistics, PestTotal } from '@pest-portal/shared/contract/scanner';
import type { Queryable } from '../db/db';
import { time } from '../service/labels';

interface Totals {
  checkCount: number;
  abnormalCount: number;
  firstCheckedAt: Date | null;
  lastCheckedAt: Date | null;
}

/** Every check of the device summed up: how often, how many catches of which pest, when. */
export async function deviceStatistics(db: Queryable, deviceId: number): Promise<DeviceStatistics> {
  const [totals] = await db.query<Totals>(
    `select count(*)::int as "checkCount",
            count(*) filter (where device_status <> 'normal')::int as "abnormalCount",
            min(checked_at) as "firstCheckedAt", max(checked_at) as "lastCheckedAt"
       from device_checks where device_id = $1`,
    [deviceId],
  );
  const pests = await db.query<PestTotal>(
    `select p.id as "pestId", p.name as "pestName", sum(dcp.count)::int as count
       from device_checks dc join device_check_pests dcp on dcp.device_check_id = dc.id
       join pests p on p.id = dcp.pest_id
      where dc.device_id = $1 group by p.id order by count desc, p.id`,
    [deviceId],
  );
  return {
    checkCount: totals?.checkCount ?? 0,
    abnormalCount: totals?.abnormalCount ?? 0,
    catchTotal: pests.reduce((sum, p) => sum + p.count, 0),
    firstCheckedAt: time(totals?.firstCheckedAt ?? null),
    lastCheckedAt: time(totals?.lastCheckedAt ?? null),
    pests,
  };
}
