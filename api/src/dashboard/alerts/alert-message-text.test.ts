import { alertPeriodOf } from './alert-period';
import { alertMessageText } from './alert-message-text';

describe('alertMessageText', () => {
  const now = new Date('2026-11-24T10:00:00+08:00');
  const facts = { memberName: '上海静安食品有限公司', pestName: '褐家鼠', threshold: 10 };

  it('names the company, the area, the period, the count and the threshold', () => {
    const text = alertMessageText(
      { ...facts, areaName: '仓库' },
      alertPeriodOf('month', now),
      12,
      now,
    );
    expect(text.title).toBe(
      '褐家鼠捕获超过阈值：上海静安食品有限公司 · 仓库 本月 12 只（阈值 10）',
    );
    expect(text.content).toContain('（2026-11-01 至 2026-11-30）已捕获褐家鼠 12 只');
  });

  it('says every area when the rule names none', () => {
    const text = alertMessageText(
      { ...facts, areaName: null },
      alertPeriodOf('week', now),
      11,
      now,
    );
    expect(text.title).toBe(
      '褐家鼠捕获超过阈值：上海静安食品有限公司 · 全部区域 本周 11 只（阈值 10）',
    );
  });
});
