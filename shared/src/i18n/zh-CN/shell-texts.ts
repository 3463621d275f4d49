import login from './login.json';

/** The shell's texts. Spec strings stand exactly: 扫一扫, 旧密码, 已绑定, 解绑成功！ ... */
export const shell = {
  'title.home': '首页',
  'title.workList': '消息通知',
  'title.workDetail': '消息详情',
  'title.serviceReportStatus': '待签字工单',
  'title.riskPoint': '新增风险点',
  'title.waitingServiceStatus': '本月待服务工单',
  'title.remainingWorkOrders': '剩余未服务工单',
  'title.annualTotalWorkOrder': '本年度工单总数',
  'title.completedCurrentYear': '本年度已完成',
  'title.login': '登录',
  'title.homeCheck': '登录校验',
  'title.serviceReport': '服务列表',
  'title.dataTrend': '数据趋势',
  'title.alertRules': '虫害预警规则',
  'title.groupHome': '集团首页',
  'title.planDetail': '计划完成详情',
  'title.qualificationFile': '资质文件',
  'title.feedback': '意见反馈',
  'title.feedbackMobile': '反馈记录',
  'title.downloadPdf': '报告预览',
  'title.qrcodeQuery': '扫码查询结果',
  'title.notFound': '页面不存在',

  'breadcrumb.root': '管理平台',

  // The login pages' texts live in login.json: the shell's build also reads them, to write
  // the login page's first frame into index.html (shell/src/document).
  ...login,

  'header.loginSuccess': '{companyName}，欢迎登录！',
  'header.help': '帮助',
  'header.switchCompany': '切换公司',
  'header.changePassword': '修改密码',
  'header.logout': '退出登录',
  'header.menu': '菜单',
  'header.scan': '扫一扫',

  'footer.copyright': 'Copyright © 1999-2022 {name} 版权所有',

  'logout.confirm': '此操作将退出系统，是否继续？',

  'password.title': '修改密码',
  'password.old': '旧密码',
  'password.new': '新密码',
  'password.confirm': '确认密码',
  'password.success': '密码修改成功，请重新登录',

  'bind.label': '消息通知',
  'bind.bound': '已绑定',
  'bind.unbound': '未绑定',
  'bind.confirmUnbind': '解绑后将不再收到消息通知，是否继续？',
  'bind.unbindSuccess': '解绑成功！',
  'bind.unbindFailed': '解绑失败！',
  'bind.bindSuccess': '微信绑定成功',

  'drawer.footer': '客户服务热线 400-820-1999',

  'scan.unavailable': '扫码功能暂不可用',

  'nav.label': '主菜单',
  'breadcrumb.label': '当前位置',
  'breadcrumb.more': '更多页面',
  'company.expand': '展开{name}的下属公司',
  'company.collapse': '收起{name}的下属公司',
  'company.subList': '{name}的下属公司',
  'company.current': '当前公司',
  'notFound.hint': '您访问的页面不存在或已被移除。',
  'notFound.back': '返回首页',
  'header.date': '今天是 {date}',
  'drawer.title': '导航',
} as const;
