import { get, post } from './endpoint';
import type { Page } from './envelope';
import type {
  CommentAddRequest,
  DeviceCollects,
  DeviceCollectsRequest,
  MemberOption,
  MessageDetail,
  MessageDetailQuery,
  MessagePage,
  MessagePageRequest,
  OrganizationNode,
  PlanPeriod,
  ReportFileQuery,
  ReportHtml,
  ReportUrl,
  RiskGradeOption,
  RiskPoint,
  RiskPointAddRequest,
  RiskPointAddResult,
  RiskPointPageRequest,
  SelectOption,
  SignatureRequest,
  SignatureResult,
  StaffOption,
  StatusOption,
  TaskComment,
  TaskDetail,
  TaskIdQuery,
  TaskIntro,
  TaskMaterial,
  TaskPageRequest,
  TaskSignature,
  TaskSummary,
  TaskTypeCount,
  TaskTypeCountRequest,
  WorkImage,
  WorkOrderListRequest,
} from './service';

/**
 * The endpoints of spec §7 owned by the service, dashboard, qualification and scanner
 * sections. Their paths and methods are fixed by the spec; their request and response
 * types are written by the issue that builds each section, until then `unknown`, so a
 * caller must narrow what it reads. The service section's (tasks, messages, select
 * lists, plans) are typed in ./service.
 */
type Open = Record<string, unknown>;
type Empty = Record<string, never>;

export const TASK_ENDPOINTS = {
  taskPage: post<TaskPageRequest, Page<TaskSummary>>('/customer/task/page'),
  taskCommentAdd: post<CommentAddRequest, TaskComment>('/customer/task/comment/add'),
  taskDetail: get<TaskIdQuery, TaskDetail>('/customer/task/detail'),
  taskIntroDetail: get<TaskIdQuery, TaskIntro>('/customer/task/intro/detail'),
  taskMaterielList: post<TaskIdQuery, TaskMaterial[]>('/customer/task/materiel/list'),
  taskRiskList: get<TaskIdQuery, RiskPoint[]>('/customer/task/risk/list'),
  taskDeviceCollects: post<DeviceCollectsRequest, DeviceCollects>('/customer/task/deviceCollects'),
  taskPestRiskList: get<TaskIdQuery, RiskPoint[]>('/customer/task/pestRisk/list'),
  taskWorkImageList: get<TaskIdQuery, WorkImage[]>('/customer/task/workImage/list'),
  taskStatusSelect: get<Empty, StatusOption[]>('/customer/task/statusSelect'),
  taskCommentDetail: get<TaskIdQuery, TaskComment | null>('/customer/task/comment/detail'),
  taskEmployeeSignature: get<TaskIdQuery, TaskSignature>('/customer/task/employeeSignature'),
  taskCustomerSignature: get<TaskIdQuery, TaskSignature>('/customer/task/customerSignature'),
  taskSignature: post<SignatureRequest, SignatureResult>('/customer/task/signature'),
  taskReportHtml: get<TaskIdQuery, ReportHtml>('/customer/task/reportHtml'),
  taskReportUrl: get<TaskIdQuery, ReportUrl>('/customer/task/v2.4.0/taskReportUrl'),
  taskReportDownSteam: get<TaskIdQuery, Blob>('/customer/task/taskReportDownSteam', {
    kind: 'binary',
  }),
  taskSkipPage: post<WorkOrderListRequest, Page<TaskSummary>>('/customer/task/skipPage'),
  waitSignOrderPage: post<WorkOrderListRequest, Page<TaskSummary>>(
    '/customer/task/v1.4.1/waitSignOrderPage',
  ),
  waitTaskPage: post<WorkOrderListRequest, Page<TaskSummary>>('/customer/task/v1.4.1/waitTaskPage'),
  allTaskPage: post<WorkOrderListRequest, Page<TaskSummary>>('/customer/task/v1.4.1/allTaskPage'),
  finishTaskPage: post<WorkOrderListRequest, Page<TaskSummary>>(
    '/customer/task/v1.4.1/finishTaskPage',
  ),
  riskPointPage: post<RiskPointPageRequest, Page<RiskPoint>>('/customer/task/v1.4.1/riskPointPage'),
  servicePage: post<TaskPageRequest, Page<TaskSummary>>('/customer/task/v3.6.5/servicePage'),
  /** Our addition (the spec lists no add call): the riskPoint page adds a risk point. */
  riskPointAdd: post<RiskPointAddRequest, RiskPointAddResult>('/customer/task/v1.4.1/riskPointAdd'),
  /**
   * Our addition: the headerless PDF link that taskReportUrl hands out; the signed ticket
   * stands for the session, so it is public and not encrypted.
   */
  taskReportFile: get<ReportFileQuery, Blob>('/customer/task/v2.4.0/reportFile', {
    kind: 'binary',
    isPublic: true,
  }),

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
  responsibleMemberCount: post<Open, unknown>(
    '/customer/dataAnalysis/v1.8.0/responsibleMemberCount',
  ),
  districtSelect: get<Open, unknown>('/common/districtSelect'),
  orderSummary: post<Open, unknown>('/customer/home/orderSummary'),
  riskTrend: post<Open, unknown>('/customer/home/riskTrend'),

  messagePage: post<MessagePageRequest, MessagePage>('/customer/message/page'),
  taskMessageDetail: get<MessageDetailQuery, MessageDetail>('/customer/message/taskMessageDetail'),

  pestSelect: post<Empty, SelectOption[]>('/customer/pest/v1.4.1/select'),
  riskTypeSelect: post<Empty, SelectOption[]>('/customer/riskType/v1.4.1/select'),
  riskGradeSelect: post<Empty, RiskGradeOption[]>('/customer/riskGrade/v1.4.1/select'),
  adminExtSelect: post<Empty, StaffOption[]>('/admin/adminExt/v1.4.1/select'),
  pcoSelect: post<Empty, SelectOption[]>('/admin/adminExt/v1.8.0/getPcoSelect'),
  memberSelect: post<Empty, MemberOption[]>('/customer/member/v1.8.0/getMemberSelect'),

  deviceRecordPage: post<Open, unknown>('/customer/qrcode/v1.6.0/deviceRecordPage'),
  deviceRecordDetailPage: post<Open, unknown>('/customer/qrcode/v1.6.0/deviceRecordDetailPage'),
  getQrcodeInfo: post<Open, unknown>('/customer/qrcode/v1.6.0/getQrcodeInfo'),
  getDeviceStatistics: post<Open, unknown>('/customer/qrcode/v1.6.0/getDeviceStatistics'),

  organization: post<PlanPeriod, OrganizationNode[]>(
    '/customer/memberHqOrganization/v3.6.5/organization',
  ),
  taskTypeCountPage: post<TaskTypeCountRequest, Page<TaskTypeCount>>(
    '/customer/taskType/v3.6.5/taskTypeCountPage',
  ),
} as const;
