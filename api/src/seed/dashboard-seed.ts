import type { Queryable } from '../db/db';

/** The store whose rodent catches climb over the last six months (store_demo's company). */
export const RISING_RODENT_SITE = '上海静安食品有限公司';
/** The store whose catches drop after a corrective action 150 days before the seed date. */
export const IMPROVING_SITE = '上海徐汇店';
const CORRECTIVE_ACTION_DAYS_AGO = 150;

/** China-time month number (1-12) of a device check, in SQL. */
const MONTH = `extract(month from (dc.checked_at at time zone 'UTC') + interval '8 hours')`;

/**
 * Shapes the service seed's catches so the dashboard's trends are worth reading
 * (issue 10): seasonality, one site with a rising rodent problem and one improving after
 * corrective action. Set-based updates over the rows seedService made, deterministic (no
 * randomness: the hash of the row ids decides), run once inside seedDemoData.
 */
export async function seedDashboardTrends(db: Queryable, now: Date): Promise<void> {
  // Insects follow the season (more in summer, fewer in winter); rodents much less so.
  await db.query(
    `update device_check_pests dcp
        set count = greatest(1, round(dcp.count * case
              when ${MONTH} between 6 and 9 then 1.8
              when ${MONTH} in (4, 5, 10) then 1.3
              when ${MONTH} in (12, 1, 2) then 0.5
              else 1 end))
       from device_checks dc, pests p
      where dc.id = dcp.device_check_id and p.id = dcp.pest_id and p.category <> 'rodent'`,
  );
  // Rising rodents: every rodent device checked in the last six months catches more each month.
  const sixMonthsAgo = new Date(now.getTime() - 182 * 86_400_000);
  await db.query(
    `insert into device_check_pests (device_check_id, pest_id, count)
     select dc.id, p.id, 1 + floor(extract(epoch from dc.checked_at - $2::timestamptz) / (30 * 86400))::int * 2
       from device_checks dc
       join devices d on d.id = dc.device_id
       join members m on m.id = dc.member_id
       join pests p on p.name = '褐家鼠'
      where m.name = $1 and d.device_type in ('bait_station', 'mouse_trap')
        and dc.checked_at >= $2::timestamptz and dc.device_status <> 'missing'
     on conflict (device_check_id, pest_id) do update set count = excluded.count`,
    [RISING_RODENT_SITE, sixMonthsAgo],
  );
  // Improving: busy before the corrective action, quiet after (two catches in three gone).
  const action = new Date(now.getTime() - CORRECTIVE_ACTION_DAYS_AGO * 86_400_000);
  await db.query(
    `update device_check_pests dcp set count = dcp.count + 4
       from device_checks dc join members m on m.id = dc.member_id
      where dc.id = dcp.device_check_id and m.name = $1 and dc.checked_at < $2::timestamptz`,
    [IMPROVING_SITE, action],
  );
  await db.query(
    `delete from device_check_pests dcp
      using device_checks dc join members m on m.id = dc.member_id
      where dc.id = dcp.device_check_id and m.name = $1 and dc.checked_at >= $2::timestamptz
        and (dcp.device_check_id + dcp.pest_id) % 3 <> 0`,
    [IMPROVING_SITE, action],
  );
}
