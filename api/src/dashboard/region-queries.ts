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
 * The risks are counted per company first (`per`), then summed per part: joined row by row
 * to the parts, the thousands of risks were sorted for the distinct count of companies.
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
     part as (select member_id, id as district_id from chain where parent_id is not distinct from $6::int),
     per as (select pr.member_id, count(*) as found, count(*) filter (where pr.status <> 'closed') as open
               from pr group by pr.member_id)
     select d.id as "districtId", d.name as "districtName",
            count(distinct part.member_id)::int as "memberCount",
            coalesce(sum(per.found), 0)::int as found,
            coalesce(sum(per.open), 0)::int as open
       from part join districts d on d.id = part.district_id
       left join per on per.member_id = part.member_id
      group by d.id, d.name
      order by found desc, d.id`,
    [...groupParams(scope), districtId ?? null],
  );
}
