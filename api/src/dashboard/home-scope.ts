import type { Queryable } from '../db/db';
import { forbidden } from '../http/api-failure';
import type { Period } from './home-period';

/** What every home aggregate is limited to: the caller's companies, a period, maybe one area. */
export interface HomeScope {
  customerId: number;
  members: readonly number[];
  /** Inclusive China-time days, turned into timestamptz bounds by `bounds`. */
  period: Period;
  areaId?: number;
}

/** China time is UTC+8 all year: a day starts at 00:00 +08:00. */
const CHINA = '+08:00';

/** [start, end) instants of the period's days, for range scans on the timestamptz indexes. */
export function bounds(period: Period): [string, string] {
  const after = new Date(Date.parse(`${period.endDate}T00:00:00Z`) + 86_400_000);
  return [
    `${period.startDate}T00:00:00${CHINA}`,
    `${after.toISOString().slice(0, 10)}T00:00:00${CHINA}`,
  ];
}

/** The month of an instant as the customer's calendar has it. */
export const chinaMonth = (column: string) =>
  `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/** An area filter must name an area of the caller's companies. */
export async function checkArea(
  db: Queryable,
  members: readonly number[],
  areaId: number | undefined,
): Promise<void> {
  if (areaId === undefined) return;
  const rows = await db.query(
    'select 1 from service_areas where id = $1 and member_id = any($2::int[])',
    [areaId, members],
  );
  if (rows.length === 0) throw forbidden('无权查看该区域的数据');
}
