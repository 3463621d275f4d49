import type { shell as zh } from '../zh-CN/shell-texts';
import login from './login.json';

export const shell: Record<keyof typeof zh, string> = {
  'title.home': 'Home',
  'title.workList': 'Notifications',
  'title.workDetail': 'Notification detail',
  'title.serviceReportStatus': 'Awaiting signature',
  'title.riskPoint': 'Add risk point',
  'title.waitingServiceStatus': 'To serve this month',
  'title.remainingWorkOrders': 'Remaining unserved',
  'title.annualTotalWorkOrder': 'Work orders this year',
  'title.completedCurrentYear': 'Completed this year',
  'title.login': 'Log in',
  'title.homeCheck': 'Login check',
  'title.serviceReport': 'Services',
  'title.dataTrend': 'Data trends',
  'title.alertRules': 'Pest alert rules',
  'title.groupHome': 'Group home',
  'title.planDetail': 'Plan completion',
  'title.qualificationFile': 'Qualification files',
  'title.feedback': 'Feedback',
  'title.feedbackMobile': 'Feedback records',
  'title.downloadPdf': 'Report preview',
  'title.qrcodeQuery': 'QR query result',
  'title.notFound': 'Page not found',

  'breadcrumb.root': 'Management platform',

  ...login,

  'header.loginSuccess': '{companyName}, welcome!',
  'header.help': 'Help',
  'header.switchCompany': 'Switch company',
  'header.changePassword': 'Change password',
  'header.logout': 'Log out',
  'header.menu': 'Menu',
  'header.scan': 'Scan',

  'footer.copyright': 'Copyright © 1999-2022 {name}. All rights reserved.',

  'logout.confirm': 'This action will log out of the system, continue?',

  'password.title': 'Change password',
  'password.old': 'Old password',
  'password.new': 'New password',
  'password.confirm': 'Confirm password',
  'password.success': 'Password changed, please log in again',

  'bind.label': 'Notifications',
  'bind.bound': 'Bound',
  'bind.unbound': 'Not bound',
  'bind.confirmUnbind': 'You will no longer receive notifications. Continue?',
  'bind.unbindSuccess': 'Unbound!',
  'bind.unbindFailed': 'Unbinding failed!',
  'bind.bindSuccess': 'WeChat bound',

  'drawer.footer': 'Customer hotline 400-820-1999',

  'scan.unavailable': 'Scanning is not available right now',

  'nav.label': 'Main menu',
  'breadcrumb.label': 'You are here',
  'breadcrumb.more': 'More pages',
  'company.expand': 'Show the sub-companies of {name}',
  'company.collapse': 'Hide the sub-companies of {name}',
  'company.subList': 'Sub-companies of {name}',
  'company.current': 'Current company',
  'notFound.hint': 'The page you asked for does not exist or was removed.',
  'notFound.back': 'Back to home',
  'header.date': 'Today is {date}',
  'drawer.title': 'Navigation',
};
