import { companyTree } from './company-tree';
import { subtreeIds, type MemberRow } from './member-scope';

const row = (id: number, parentId: number | null, isHq = false, isRoot = false): MemberRow => ({
  id,
  parentId,
  name: `m${id}`,
  isHq,
  isRoot,
});

// An HQ (1) over two members (2, 3), member 2 over two sub-companies (4, 5); and a separate root (9).
const rows = [
  row(1, null, true, true),
  row(2, 1),
  row(4, 2),
  row(5, 2),
  row(3, 1),
  row(9, null, false, true),
];

describe('company tree', () => {
  it('nests members and sub-companies under their roots', () => {
    const [hq, single] = companyTree(rows);
    expect(hq).toMatchObject({
      memberId: 1,
      isHq: true,
      hqIdList: [1],
      memberIdList: [1, 2, 4, 5, 3],
    });
    expect(hq?.memberInfoList?.map((e) => e.memberId)).toEqual([2, 3]);
    expect(hq?.memberInfoList?.[0]).toMatchObject({
      isHq: false,
      hqIdList: [],
      memberIdList: [2, 4, 5],
    });
    expect(hq?.memberInfoList?.[0]?.memberInfoList?.map((e) => e.memberName)).toEqual(['m4', 'm5']);
    expect(hq?.memberInfoList?.[1]).not.toHaveProperty('memberInfoList');
    expect(single).toEqual({
      memberId: 9,
      memberName: 'm9',
      isHq: false,
      hqIdList: [],
      memberIdList: [9],
    });
  });

  it('finds a subtree and stops on a cycle', () => {
    expect(subtreeIds(rows, 2)).toEqual([2, 4, 5]);
    expect(subtreeIds([row(1, 2), row(2, 1)], 1)).toEqual([1, 2]);
  });
});
