import type { Queryable } from '../db/db';

/** A member company as the account sees it. */
export interface MemberRow {
  id: number;
  parentId: number | null;
  name: string;
  isHq: boolean;
  /** Listed in account_members: a top-level entry of the account's company list. */
  isRoot: boolean;
}

/**
 * Every member an account covers: the roots listed for it and all their descendants,
 * in display order (roots in their order, each followed depth-first by its companies).
 * This is the tenant boundary of every data call: a member id outside it is refused.
 */
export async function accountMembers(db: Queryable, accountId: number): Promise<MemberRow[]> {
  const rows = await db.query<MemberRow>(
    `with recursive tree as (
       select m.id, m.parent_id, m.name, m.is_hq, true as is_root,
              array[am.sort, m.id] as path, array[m.id] as ids
         from account_members am join members m on m.id = am.member_id
        where am.account_id = $1
       union all
       select c.id, c.parent_id, c.name, c.is_hq, false, t.path || array[c.sort, c.id], t.ids || c.id
         from members c join tree t on c.parent_id = t.id
        where c.id <> all (t.ids)
     )
     select id, parent_id as "parentId", name, is_hq as "isHq", is_root as "isRoot" from tree order by path`,
    [accountId],
  );
  // A root listed beneath another root would appear twice; the first place wins.
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** A member and all its descendants among `rows` (which must hold the whole subtree), depth-first. */
export function subtreeIds(rows: readonly MemberRow[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId !== null)
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const seen = new Set<number>();
  const stack = [rootId];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(children.get(id) ?? []).slice().reverse());
  }
  return [...seen];
}
