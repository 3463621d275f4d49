import type { CompanyEntry } from '@pest-portal/shared/contract';
import { subtreeIds, type MemberRow } from './member-scope';

/**
 * The account's companies as the portal's switcher shows them (spec §3). The switcher is a
 * two-level list (company, then sub-companies), so a deeper tree is laid out flat: every
 * root, and every company that has sub-companies, is a top-level entry with its direct
 * sub-companies in memberInfoList. A headquarters thus lists its member companies, and each
 * member company with stores of its own is listed again with those stores, so every
 * company is one or two clicks away. hqIdList is the entry itself when it is a
 * headquarters, otherwise empty; memberIdList is the entry and all it covers.
 */
export function companyTree(rows: readonly MemberRow[]): CompanyEntry[] {
  const byParent = new Map<number, MemberRow[]>();
  for (const row of rows) {
    if (row.isRoot || row.parentId === null) continue;
    byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  }
  const entry = (row: MemberRow): CompanyEntry => {
    const children = (byParent.get(row.id) ?? []).map(entry);
    return {
      memberId: row.id,
      memberName: row.name,
      ...(children.length ? { memberInfoList: children } : {}),
      isHq: row.isHq,
      hqIdList: row.isHq ? [row.id] : [],
      memberIdList: subtreeIds(rows, row.id),
    };
  };
  const roots = rows.filter((row) => row.isRoot);
  const branches = rows.filter((row) => !row.isRoot && (byParent.get(row.id)?.length ?? 0) > 0);
  return [...roots, ...branches].map(entry);
}
