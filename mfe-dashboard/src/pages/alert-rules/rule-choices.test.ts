import type { AlertRule, AreaOption } from '@pest-portal/shared/contract/dashboard';
import {
  areaChoices,
  memberChoices,
  ruleName,
  thresholdProblem,
  toRuleInput,
  valuesOf,
} from './rule-choices';

const area = (
  areaId: number,
  memberId: number,
  areaName: string,
  memberName: string,
): AreaOption => ({
  areaId,
  areaName,
  memberId,
  memberName,
  deviceCount: 3,
});

const areas = [
  area(1, 10, '仓库', '上海静安店'),
  area(2, 10, '后厨', '上海静安店'),
  area(3, 11, '仓库', '上海徐汇店'),
];

describe('memberChoices and areaChoices', () => {
  it('offers each company with areas once, in order', () => {
    expect(memberChoices(areas)).toEqual([
      { value: 10, label: '上海静安店' },
      { value: 11, label: '上海徐汇店' },
    ]);
  });

  it("offers only the chosen company's areas", () => {
    expect(areaChoices(areas, 11)).toEqual([{ value: 3, label: '仓库' }]);
    expect(areaChoices(areas, undefined)).toEqual([]);
  });
});

describe('thresholdProblem', () => {
  it.each([
    [undefined, 'required'],
    ['', 'required'],
    [0, 'invalid'],
    [-2, 'invalid'],
    [2.5, 'invalid'],
    [100_001, 'invalid'],
    [1, null],
    [100_000, null],
    ['12', null],
  ])('%p: %p', (value, problem) => {
    expect(thresholdProblem(value)).toBe(problem);
  });
});

describe('toRuleInput and valuesOf', () => {
  const rule: AlertRule = {
    id: 5,
    memberId: 10,
    memberName: '上海静安店',
    pestId: 3,
    pestName: '褐家鼠',
    areaId: null,
    areaName: null,
    periodKind: 'week',
    threshold: 8,
    enabled: true,
    periodStart: '2026-11-23',
    currentCount: 2,
    alerted: false,
    createdBy: 'store_demo',
    createTime: '2026-11-24 10:00:00',
  };

  it('leaves out the company and the area when not chosen (the current company, all areas)', () => {
    expect(toRuleInput({ pestId: 3, periodKind: 'month', threshold: 4 })).toEqual({
      pestId: 3,
      periodKind: 'month',
      threshold: 4,
    });
  });

  it("turns a rule back into the form's values", () => {
    expect(valuesOf(rule)).toEqual({
      memberId: 10,
      pestId: 3,
      areaId: undefined,
      periodKind: 'week',
      threshold: 8,
    });
    expect(ruleName(rule, '全部区域')).toBe('褐家鼠 · 全部区域');
  });
});
