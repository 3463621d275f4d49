import { Type } from '@sinclair/typebox';
import { get, post } from '../endpoint';
import { NoInput, PageOf } from '../schema';
import { DeviceCollects, DeviceCollectsRequest } from './device-collect';
import { MessageDetail, MessageDetailQuery } from './message';
import { OrganizationNode, PlanPeriod, TaskTypeCount, TaskTypeCountRequest } from './plan';
import { BinaryFile, ReportFileQuery, ReportHtml, ReportUrl } from './report';
import { RiskPoint, RiskPointAddRequest, RiskPointAddResult, RiskPointPageRequest } from './risk';
import { COMMON_ENDPOINTS } from '../common';
import { RiskGradeOption, SelectOption, StaffOption } from './select';
import {
  StatusOption,
  TaskIdQuery,
  TaskPageRequest,
  TaskSummary,
  WorkOrderListRequest,
} from './task';
import {
  CommentAddRequest,
  SignatureRequest,
  SignatureResult,
  TaskComment,
  TaskDetail,
  TaskIntro,
  TaskMaterial,
  TaskSignature,
  WorkImage,
} from './task-detail';

const byTask = <O extends Parameters<typeof Type.Array>[0]>(output: O) => ({
  input: TaskIdQuery,
  output,
});
const taskPage = { input: TaskPageRequest, output: PageOf(TaskSummary) };
const workOrders = { input: WorkOrderListRequest, output: PageOf(TaskSummary) };

/**
 * The service section's endpoints (spec §7): work orders and their records, reports,
 * signing and rating, risk points, notifications, plan completion, select lists.
 */
export const SERVICE_ENDPOINTS = {
  taskPage: post('/customer/task/page', taskPage),
  taskCommentAdd: post('/customer/task/comment/add', {
    input: CommentAddRequest,
    output: TaskComment,
  }),
  taskDetail: get('/customer/task/detail', byTask(TaskDetail)),
  taskIntroDetail: get('/customer/task/intro/detail', byTask(TaskIntro)),
  taskMaterielList: post('/customer/task/materiel/list', byTask(Type.Array(TaskMaterial))),
  taskRiskList: get('/customer/task/risk/list', byTask(Type.Array(RiskPoint))),
  taskDeviceCollects: post('/customer/task/deviceCollects', {
    input: DeviceCollectsRequest,
    output: DeviceCollects,
  }),
  taskPestRiskList: get('/customer/task/pestRisk/list', byTask(Type.Array(RiskPoint))),
  taskWorkImageList: get('/customer/task/workImage/list', byTask(Type.Array(WorkImage))),
  taskStatusSelect: get('/customer/task/statusSelect', {
    input: NoInput(),
    output: Type.Array(StatusOption),
  }),
  taskCommentDetail: get(
    '/customer/task/comment/detail',
    byTask(Type.Union([TaskComment, Type.Null()])),
  ),
  taskEmployeeSignature: get('/customer/task/employeeSignature', byTask(TaskSignature)),
  taskCustomerSignature: get('/customer/task/customerSignature', byTask(TaskSignature)),
  taskSignature: post('/customer/task/signature', {
    input: SignatureRequest,
    output: SignatureResult,
  }),
  taskReportHtml: get('/customer/task/reportHtml', byTask(ReportHtml)),
  taskReportUrl: get('/customer/task/v2.4.0/taskReportUrl', byTask(ReportUrl)),
  taskReportDownSteam: get('/customer/task/taskReportDownSteam', {
    ...byTask(BinaryFile),
    kind: 'binary',
  }),
  taskSkipPage: post('/customer/task/skipPage', workOrders),
  waitSignOrderPage: post('/customer/task/v1.4.1/waitSignOrderPage', workOrders),
  waitTaskPage: post('/customer/task/v1.4.1/waitTaskPage', workOrders),
  allTaskPage: post('/customer/task/v1.4.1/allTaskPage', workOrders),
  finishTaskPage: post('/customer/task/v1.4.1/finishTaskPage', workOrders),
  riskPointPage: post('/customer/task/v1.4.1/riskPointPage', {
    input: RiskPointPageRequest,
    output: PageOf(RiskPoint),
  }),
  servicePage: post('/customer/task/v3.6.5/servicePage', taskPage),
  /** Our addition (the spec lists no add call): the riskPoint page adds a risk point. */
  riskPointAdd: post('/customer/task/v1.4.1/riskPointAdd', {
    input: RiskPointAddRequest,
    output: RiskPointAddResult,
  }),
  /**
   * Our addition: the headerless PDF link that taskReportUrl hands out; the signed ticket
   * stands for the session, so it is public and not encrypted.
   */
  taskReportFile: get('/customer/task/v2.4.0/reportFile', {
    input: ReportFileQuery,
    output: BinaryFile,
    kind: 'binary',
    isPublic: true,
  }),

  taskMessageDetail: get('/customer/message/taskMessageDetail', {
    input: MessageDetailQuery,
    output: MessageDetail,
  }),

  ...COMMON_ENDPOINTS,
  riskTypeSelect: post('/customer/riskType/v1.4.1/select', {
    input: NoInput(),
    output: Type.Array(SelectOption),
  }),
  riskGradeSelect: post('/customer/riskGrade/v1.4.1/select', {
    input: NoInput(),
    output: Type.Array(RiskGradeOption),
  }),
  adminExtSelect: post('/admin/adminExt/v1.4.1/select', {
    input: NoInput(),
    output: Type.Array(StaffOption),
  }),

  organization: post('/customer/memberHqOrganization/v3.6.5/organization', {
    input: PlanPeriod,
    output: Type.Array(OrganizationNode),
  }),
  taskTypeCountPage: post('/customer/taskType/v3.6.5/taskTypeCountPage', {
    input: TaskTypeCountRequest,
    output: PageOf(TaskTypeCount),
  }),
} as const;
