import { lastDay, periodLabel, type AlertPeriod } from './alert-period';

/** What a notification needs to know about the rule that raised it. */
export interface AlertFacts {
  memberName: string;
  pestName: string;
  /** null: the rule covers every area of the company. */
  areaName: string | null;
  threshold: number;
}

/** The words for "every area" where a rule names none. */
export const ALL_AREAS = '全部区域';

/**
 * The notification of a crossed threshold (zh-CN: notifications are stored in the
 * customer's language, as the service area's are). The title alone tells the whole story,
 * since the notification list and WeChat show it first.
 */
export function alertMessageText(
  facts: AlertFacts,
  period: AlertPeriod,
  count: number,
  now: Date,
): { title: string; content: string } {
  const area = facts.areaName ?? ALL_AREAS;
  const when = periodLabel(period, now);
  return {
    title: `${facts.pestName}捕获超过阈值：${facts.memberName} · ${area} ${when} ${count} 只（阈值 ${facts.threshold}）`,
    content:
      `${facts.memberName}（${area}）${when}（${period.startDate} 至 ${lastDay(period)}）` +
      `已捕获${facts.pestName} ${count} 只，超过设定的阈值 ${facts.threshold} 只。` +
      '请关注现场情况，必要时联系服务商加强防治。',
  };
}
