import type { DistrictOption, RegionRiskRow } from '@pest-portal/shared/contract/dashboard';
import type { Queryable } from '../db/db';
import { groupParams, PERIOD_RISKS, type GroupScope } from './group-scope';

/** The regions where the caller's companies stand, with every ancestor, provinces first. */
export function districtOptions(
  db: Queryable,
  customerId: number,
  members: readonly number[],
): Promise<DistrictOption[]> {
  return db.query<DistrictOption>(
    `with recursive up as (
       select d.* from districts d
        where d.id in (select district_id from members where id = any($1::int[]) and customer_id = $2)
       union
       select p.* from districts p join up on up.parent_id = p.id)
     select id as "districtId", parent_id as "parentId", name as "districtName", level
       from up order by level, name`,
    [members, customerId],
  );
}

/**
 * The parts of a region (or the provinces) that hold companies in scope: for each, how
 * many companies and their period's risks, found and open, most found first. A company
 * counts in the part its own district lies in ($6 the region compared, null for the top).
 */
export function regionRiskCompare(
  db: Queryable,
  scope: GroupScope,
  districtId: number | undefined,
): Promise<RegionRiskRow[]> {
  return db.query<RegionRiskRow>(
    `with recursive ${PERIOD_RISKS},
     chain as (
       select m.id as member_id, d.id, d.parent_id from members m join districts d on d.id = m.district_id
        where m.id = any($1::int[]) and m.customer_id = $2
       union all
       select c.member_id, d.id, d.parent_id from chain c join districts d on d.id = c.parent_id),
     part as (select member_id, id as district_id from chain where parent_id is not distinct from $6::int)
     select d.id as "districtId", d.name as "districtName",
            count(distinct part.member_id)::int as "memberCount",
            count(pr.id)::int as found,
            count(pr.id) filter (where pr.status <> 'closed')::int as open
       from part join districts d on d.id = part.district_id
       left join pr on pr.member_id = part.member_id
      group by d.id, d.name
      order by found desc, d.id`,
    [...groupParams(scope), districtId ?? null],
  );
}
