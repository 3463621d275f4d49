import { ACCOUNTS } from './env';
import type { GuardPage } from './guard/guard-page';
import { finishedVisitId, notificationPath } from './service';

/**
 * The service section (mfe-service) for the layout guard. Visit ids are the seed's
 * (the same within a day; a report's finished visit and the notifications are found
 * through the API, since which they are depends on the day): a finished visit and one awaiting its signature of each account, and a
 * notification of each. A visit another suite signs first still shows its signing page
 * (then saying it is signed), so `ready` is a text of both states. A list is ready once
 * its title shows and the loading indicator is gone (the guard waits for both).
 */
const both: Array<'store' | 'hq'> = ['store', 'hq'];

/** A report page (`base?id=`) of a finished visit of `who`'s account (finishedVisitId). */
function reportPage(base: string, who: 'store' | 'hq'): GuardPage {
  return {
    path: base,
    accounts: [who],
    ready: '工单编号：',
    resolvePath: async () => `${base}?id=${await finishedVisitId(ACCOUNTS[who].account)}`,
  };
}
export const guardPages: GuardPage[] = [
  { path: '/serviceReport', accounts: both, ready: '服务列表' },
  { path: '/serviceReportStatus', accounts: both, ready: '待签字工单' },
  { path: '/waitingServiceStatus', accounts: both, ready: '本月待服务工单' },
  { path: '/remainingWorkOrders', accounts: both, ready: '剩余未服务工单' },
  { path: '/annualTotalWorkOrder', accounts: both, ready: '本年度工单总数' },
  { path: '/completedCurrentYear', accounts: both, ready: '本年度已完成' },
  { path: '/workList', accounts: both, ready: '未读' },
  // Which notifications the seed keeps depends on the day (recent ones only): their ids too.
  {
    path: '/workDetail',
    accounts: ['store'],
    ready: '服务报告待签字',
    resolvePath: () => notificationPath(ACCOUNTS.store.account, 'waitSign', '服务报告待签字'),
  },
  {
    path: '/workDetail',
    accounts: ['hq'],
    ready: '技术员已到场服务',
    resolvePath: () => notificationPath(ACCOUNTS.hq.account, 'planned', '技术员已到场服务'),
  },
  { path: '/riskPoint', accounts: both, ready: '风险位置' },
  { path: '/riskPoint?tab=list', accounts: both, ready: '风险等级' },
  { path: '/serviceReport/serviceDetail?id=388', accounts: ['store'], ready: '工单信息' },
  { path: '/serviceReport/serviceDetail?id=197', accounts: ['hq'], ready: '工单信息' },
  // A report needs a finished visit: which ones are depends on the day (finishedVisitId).
  // A detail shows for any status, a signing page in either state: fixed ids do there.
  reportPage('/serviceReport/reportPreview', 'store'),
  reportPage('/serviceReport/reportPreview', 'hq'),
  { path: '/serviceReport/evaluateSignature?id=365', accounts: ['store'], ready: '工单编号：' },
  { path: '/serviceReport/evaluateSignature?id=242', accounts: ['hq'], ready: '工单编号：' },
  { path: '/planDetail', accounts: ['hq'], ready: '各服务类型计划完成情况' },
  // The plan's drill-down (查看工单: the visits a figure counted) and a visit opened from it.
  { path: '/planDetail?view=orders', accounts: ['hq'], ready: '返回计划' },
  { path: '/planDetail/serviceDetail?id=197', accounts: ['hq'], ready: '工单信息' },
  reportPage('/planDetail/reportPreview', 'hq'),
  // The report preview outside the menu (spec §2: /downloadPdf).
  reportPage('/downloadPdf', 'store'),
  reportPage('/downloadPdf', 'hq'),
];
