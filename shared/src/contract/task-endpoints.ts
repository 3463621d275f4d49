import { get, post } from './endpoint';

/**
 * The endpoints of spec §7 owned by the service, dashboard, qualification and scanner
 * sections. Their paths and methods are fixed by the spec; their request and response
 * types are written by the issue that builds each section, until then `unknown`, so a
 * caller must narrow what it reads.
 */
type Open = Record<string, unknown>;

export const TASK_ENDPOINTS = {
  systemFilesPage: post<Open, unknown>('/customer/systemFiles/page'),

  taskPage: post<Open, unknown>('/customer/task/page'),
  taskCommentAdd: post<Open, unknown>('/customer/task/comment/add'),
  taskDetail: get<Open, unknown>('/customer/task/detail'),
  taskIntroDetail: get<Open, unknown>('/customer/task/intro/detail'),
  taskMaterielList: post<Open, unknown>('/customer/task/materiel/list'),
  taskRiskList: get<Open, unknown>('/customer/task/risk/list'),
  taskDeviceCollects: post<Open, unknown>('/customer/task/deviceCollects'),
  taskPestRiskList: get<Open, unknown>('/customer/task/pestRisk/list'),
  taskWorkImageList: get<Open, unknown>('/customer/task/workImage/list'),
  taskStatusSelect: get<Open, unknown>('/customer/task/statusSelect'),
  taskCommentDetail: get<Open, unknown>('/customer/task/comment/detail'),
  taskEmployeeSignature: get<Open, unknown>('/customer/task/employeeSignature'),
  taskCustomerSignature: get<Open, unknown>('/customer/task/customerSignature'),
  taskSignature: post<Open, unknown>('/customer/task/signature'),
  taskReportHtml: get<Open, unknown>('/customer/task/reportHtml'),
  taskReportUrl: get<Open, unknown>('/customer/task/v2.4.0/taskReportUrl'),
  taskReportDownSteam: get<Open, Blob>('/customer/task/taskReportDownSteam', { kind: 'binary' }),
  taskSkipPage: post<Open, unknown>('/customer/task/skipPage'),
  waitSignOrderPage: post<Open, unknown>('/customer/task/v1.4.1/waitSignOrderPage'),
  waitTaskPage: post<Open, unknown>('/customer/task/v1.4.1/waitTaskPage'),
  allTaskPage: post<Open, unknown>('/customer/task/v1.4.1/allTaskPage'),
  finishTaskPage: post<Open, unknown>('/customer/task/v1.4.1/finishTaskPage'),
  riskPointPage: post<Open, unknown>('/customer/task/v1.4.1/riskPointPage'),
  servicePage: post<Open, unknown>('/customer/task/v3.6.5/servicePage'),

  equipmentTrendsSelect: get<Open, unknown>('/customer/equipmentTrends/select'),
  equipmentTrendsTypeSelect: get<Open, unknown>('/customer/equipmentTrends/typeSelect'),
  equipmentTrends: post<Open, unknown>('/customer/equipmentTrends/trends'),
  monthPestCount: post<Open, unknown>('/customer/home/v1.7.0/monthPestCount'),
  pestCount: post<Open, unknown>('/customer/home/v1.7.0/pestCount'),
  areaPestCount: post<Open, unknown>('/customer/home/v1.7.0/areaPestCount'),
  getInputPest: post<Open, unknown>('/customer/home/v1.7.0/getInputPest'),
  areaDeviceCount: post<Open, unknown>('/customer/home/v1.7.0/areaDeviceCount'),
  selectAreaDevice: post<Open, unknown>('/customer/home/v1.7.0/selectAreaDevice'),
  dataSummary: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/dataSummary'),
  regionRiskCompare: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/regionRiskCompare'),
  riskCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskCount'),
  riskMember: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskMember'),
  riskTypeCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskTypeCount'),
  riskFollow: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/riskFollow'),
  taskSatisfaction: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/taskSatisfaction'),
  monthSatisfaction: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/monthSatisfaction'),
  responsibleMemberCount: post<Open, unknown>('/customer/dataAnalysis/v1.8.0/responsibleMemberCount'),
  districtSelect: get<Open, unknown>('/common/districtSelect'),
  orderSummary: post<Open, unknown>('/customer/home/orderSummary'),
  riskTrend: post<Open, unknown>('/customer/home/riskTrend'),

  messagePage: post<Open, unknown>('/customer/message/page'),
  taskMessageDetail: get<Open, unknown>('/customer/message/taskMessageDetail'),

  pestSelect: post<Open, unknown>('/customer/pest/v1.4.1/select'),
  riskTypeSelect: post<Open, unknown>('/customer/riskType/v1.4.1/select'),
  riskGradeSelect: post<Open, unknown>('/customer/riskGrade/v1.4.1/select'),
  adminExtSelect: post<Open, unknown>('/admin/adminExt/v1.4.1/select'),
  pcoSelect: post<Open, unknown>('/admin/adminExt/v1.8.0/getPcoSelect'),
  memberSelect: post<Open, unknown>('/customer/member/v1.8.0/getMemberSelect'),

  deviceRecordPage: post<Open, unknown>('/customer/qrcode/v1.6.0/deviceRecordPage'),
  deviceRecordDetailPage: post<Open, unknown>('/customer/qrcode/v1.6.0/deviceRecordDetailPage'),
  getQrcodeInfo: post<Open, unknown>('/customer/qrcode/v1.6.0/getQrcodeInfo'),
  getDeviceStatistics: post<Open, unknown>('/customer/qrcode/v1.6.0/getDeviceStatistics'),

  organization: post<Open, unknown>('/customer/memberHqOrganization/v3.6.5/organization'),
  taskTypeCountPage: post<Open, unknown>('/customer/taskType/v3.6.5/taskTypeCountPage'),
} as const;
