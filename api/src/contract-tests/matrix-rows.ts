import type { RequestOf } from '@pest-portal/shared/contract';
import type { ALL_ENDPOINTS } from '../all-endpoints';
import { type ApiEndpointName } from '../all-endpoints';
import { DEMO_PASSWORD } from '../seed/demo-data';
import type { Fixtures } from './fixtures';

const OK = 200;
const INVALID = 400;
const FORBIDDEN = 403;
const NOT_FOUND = 404;

/**
 * What one endpoint answers in the authorization matrix. `input` is a valid request of
 * store_demo's (its own ids); `own` the status with its own session, `other` with the
 * session of another customer (other_demo) sending the same request. `foreign`, where the
 * input names a member or record, is store_demo's session naming other_demo's instead.
 * No token, an expired token and a mid header of another customer are the same for every
 * private endpoint (304, 306, 403), so they are not written per row.
 */
export interface Row<E> {
  input: (f: Fixtures) => RequestOf<E>;
  own: number;
  other: number;
  foreign?: { input: (f: Fixtures) => RequestOf<E>; status: number };
  /** The call ends the session it is made with (logout): it gets a session of its own. */
  endsSession?: boolean;
  /** The status with a mid header of another customer, when not 403 (logout: always allowed). */
  foreignMid?: number;
}

type Rows = { [K in ApiEndpointName]?: Row<(typeof ALL_ENDPOINTS)[K]> };

const page = { pageNum: 1, pageSize: 10 };
const byTask = (f: Fixtures) => ({ taskId: f.own.taskId });
/** A call about one work order: another customer's order is not found. */
const perTask = {
  input: byTask,
  own: OK,
  other: NOT_FOUND,
  foreign: { input: (f: Fixtures) => ({ taskId: f.other.taskId }), status: NOT_FOUND },
};
/** A list of the current company, which may be narrowed to one of its members. */
const memberList = {
  input: () => page,
  own: OK,
  other: OK,
  foreign: {
    input: (f: Fixtures) => ({ ...page, memberId: f.other.memberIds[0] ?? 0 }),
    status: FORBIDDEN,
  },
};
/** Takes nothing and answers the caller's own data. */
const mine = { input: () => ({}), own: OK, other: OK };

let codeNames = 0;

export const MATRIX_ROWS: Rows = {
  login: {
    input: () => ({ loginType: 'password', account: 'store_demo', password: DEMO_PASSWORD }),
    own: OK,
    other: OK,
  },
  // A new name each call: any name, real or not, answers 400 to a second request within a
  // minute (abuse limits, the same for every name so that the answer names no account).
  sendLoginCode: {
    input: () => ({ account: `nobody_matrix_${(codeNames += 1)}` }),
    own: OK,
    other: OK,
  },
  getBaseByDomain: { input: () => ({ doMain: 'http://localhost:8080' }), own: OK, other: OK },
  // A wrong old password: the call passes every access check and changes nothing.
  updatePassword: {
    input: () => ({
      oldPassword: 'Wrong@2026',
      newPassword: 'NewPass2026',
      confirmPassword: 'NewPass2026',
    }),
    own: INVALID,
    other: INVALID,
  },
  // Signing out needs a live token only, whatever the mid: a user can always sign out.
  logout: { ...mine, endsSession: true, foreignMid: OK },
  sessionCheck: mine,
  fileDelete: {
    input: (f) => ({ fileUrl: f.own.fileUrl }),
    own: OK,
    other: NOT_FOUND,
    foreign: { input: (f) => ({ fileUrl: f.other.fileUrl }), status: NOT_FOUND },
  },
  fileUpload: { input: () => new FormData(), own: OK, other: OK },
  weChatBaseInfo: mine,
  weChatBind: { input: () => ({ code: 'matrix-code' }), own: OK, other: OK },
  weChatCallback: mine,
  weChatUnbind: mine,
  weChatSignature: {
    input: (f) => ({ mid: f.own.session.mid, url: 'http://localhost:8080/' }),
    own: OK,
    other: FORBIDDEN,
    foreign: {
      input: (f) => ({ mid: f.other.session.mid, url: 'http://localhost:8080/' }),
      status: FORBIDDEN,
    },
  },

  feedbackSubmit: {
    input: () => ({
      feedbackType: 'other',
      content: '授权矩阵的反馈内容',
      contact: '',
      images: [],
    }),
    own: OK,
    other: OK,
  },
  feedbackPage: { input: () => page, own: OK, other: OK },

  taskPage: memberList,
  servicePage: memberList,
  taskSkipPage: memberList,
  waitSignOrderPage: memberList,
  waitTaskPage: memberList,
  allTaskPage: memberList,
  finishTaskPage: memberList,
  riskPointPage: memberList,
  taskTypeCountPage: memberList,
  taskDetail: perTask,
  taskIntroDetail: perTask,
  taskMaterielList: perTask,
  taskRiskList: perTask,
  taskPestRiskList: perTask,
  taskWorkImageList: perTask,
  taskCommentDetail: perTask,
  taskEmployeeSignature: perTask,
  taskCustomerSignature: perTask,
  taskReportHtml: perTask,
  taskReportUrl: perTask,
  taskReportDownSteam: perTask,
  taskDeviceCollects: {
    ...perTask,
    input: (f) => ({ ...page, taskId: f.own.taskId }),
    foreign: { input: (f) => ({ ...page, taskId: f.other.taskId }), status: NOT_FOUND },
  },
  taskCommentAdd: {
    input: (f) => ({ taskId: f.own.taskId, score: 5, content: '矩阵评价' }),
    own: OK,
    other: NOT_FOUND,
    foreign: {
      input: (f) => ({ taskId: f.other.taskId, score: 5, content: '' }),
      status: NOT_FOUND,
    },
  },
  // other_demo's session fails on the signature image (not its upload) before the order.
  taskSignature: {
    input: (f) => ({ taskId: f.own.taskId, signUrl: f.own.signUrl }),
    own: OK,
    other: INVALID,
    foreign: {
      input: (f) => ({ taskId: f.other.taskId, signUrl: f.own.signUrl }),
      status: NOT_FOUND,
    },
  },
  // The ticket is the credential: whoever holds it gets the PDF (headers are ignored).
  taskReportFile: { input: (f) => ({ ticket: f.ticket }), own: OK, other: OK },
  taskStatusSelect: mine,
  riskPointAdd: {
    input: (f) => ({
      riskTypeId: f.riskTypeId,
      riskGradeId: f.riskGradeId,
      location: '仓库门口',
      description: '授权矩阵添加的风险点',
      images: [],
    }),
    own: OK,
    other: OK,
    foreign: {
      input: (f) => ({
        memberId: f.other.memberIds[0] ?? 0,
        riskTypeId: f.riskTypeId,
        riskGradeId: f.riskGradeId,
        location: '仓库门口',
        description: '授权矩阵添加的风险点',
      }),
      status: FORBIDDEN,
    },
  },
  messagePage: { input: () => page, own: OK, other: OK },
  taskMessageDetail: {
    input: (f) => ({ id: f.own.messageId }),
    own: OK,
    other: NOT_FOUND,
    foreign: { input: (f) => ({ id: f.other.messageId }), status: NOT_FOUND },
  },
  pestSelect: mine,
  riskTypeSelect: mine,
  riskGradeSelect: mine,
  adminExtSelect: mine,
  pcoSelect: mine,
  memberSelect: mine,
  organization: mine,
  // The dashboard (issue 10): aggregates of the caller's own companies; a group filter
  // naming another customer's member is refused.
  // The scanner (issue 12) and qualification files (issue 11): another customer's
  // device, record or file is not found, as if it did not exist.
  ...scannerRows(),
  ...qualificationRows(),
  ...dashboardRows(),
};

/** The dashboard section's rows: every chart of the caller's companies, and the group filter. */
function dashboardRows(): Rows {
  const ofMember = {
    input: () => ({}),
    own: OK,
    other: OK,
    foreign: {
      input: (f: Fixtures) => ({ memberId: f.other.memberIds[0] ?? 0 }),
      status: FORBIDDEN,
    },
  };
  return {
    orderSummary: mine,
    selectAreaDevice: mine,
    riskTrend: mine,
    monthPestCount: mine,
    pestCount: mine,
    areaPestCount: mine,
    areaDeviceCount: mine,
    dataSummary: ofMember,
    riskMember: ofMember,
    riskTypeCount: ofMember,
    riskFollow: ofMember,
    monthSatisfaction: ofMember,
    taskSatisfaction: ofMember,
    riskCount: ofMember,
    responsibleMemberCount: ofMember,
    regionRiskCompare: ofMember,
    districtSelect: mine,
    getInputPest: mine,
    equipmentTrendsTypeSelect: mine,
    equipmentTrendsSelect: mine,
    // Another customer's device is refused like another customer's member (403): the
    // trends name devices, not records to look up.
    equipmentTrends: {
      input: (f: Fixtures) => trendOf(f.own.deviceId),
      own: OK,
      other: FORBIDDEN,
      foreign: { input: (f: Fixtures) => trendOf(f.other.deviceId), status: FORBIDDEN },
    },
    // The site plan: a member of another customer is refused (403), and so is its area,
    // as the home charts refuse another customer's area.
    sitePlanAreas: ofMember,
    sitePlanDevices: {
      input: (f: Fixtures) => ({ areaId: f.own.areaId }),
      own: OK,
      other: FORBIDDEN,
      foreign: { input: (f: Fixtures) => ({ areaId: f.other.areaId }), status: FORBIDDEN },
    },
    // Pest alert rules: a rule is a record (another customer's is not found); a new rule
    // for another customer's member is refused like any member of theirs.
    alertRuleList: ofMember,
    alertRuleAdd: {
      input: (f: Fixtures) => ({ pestId: f.pestId, periodKind: 'week', threshold: 99_999 }),
      own: OK,
      other: OK,
      foreign: {
        input: (f: Fixtures) => ({
          memberId: f.other.memberIds[0] ?? 0,
          pestId: f.pestId,
          periodKind: 'week',
          threshold: 99_999,
        }),
        status: FORBIDDEN,
      },
    },
    alertRuleUpdate: {
      input: (f: Fixtures) => ({ id: f.own.alertRuleId, threshold: 99_998 }),
      own: OK,
      other: NOT_FOUND,
      foreign: {
        input: (f: Fixtures) => ({ id: f.other.alertRuleId, threshold: 99_998 }),
        status: NOT_FOUND,
      },
    },
    alertRuleDelete: {
      input: (f: Fixtures) => ({ id: f.own.spareAlertRuleId }),
      own: OK,
      other: NOT_FOUND,
      foreign: { input: (f: Fixtures) => ({ id: f.other.spareAlertRuleId }), status: NOT_FOUND },
    },
  };
}

const trendOf = (deviceId: number) => ({
  deviceIds: [deviceId],
  startDate: '2026-01-01',
  endDate: '2026-06-30',
  unit: 'month' as const,
});

/** A call naming one of the caller's own records: another customer's is not found. */
function ownRecord<I>(input: (t: Fixtures['own']) => I) {
  return {
    input: (f: Fixtures) => input(f.own),
    own: OK,
    other: NOT_FOUND,
    foreign: { input: (f: Fixtures) => input(f.other), status: NOT_FOUND },
  };
}

/** The scanner section's rows: a label, a device, its records. */
function scannerRows(): Rows {
  return {
    getQrcodeInfo: ownRecord((t) => ({ qrcode: t.deviceCode })),
    getDeviceStatistics: ownRecord((t) => ({ deviceId: t.deviceId })),
    deviceRecordPage: ownRecord((t) => ({ ...page, deviceId: t.deviceId })),
    deviceRecordDetailPage: ownRecord((t) => ({ recordId: t.recordId })),
  };
}

/** The qualification section's rows: the customer's files, and an audit pack of its members. */
function qualificationRows(): Rows {
  const pack = (f: Fixtures) => ({
    memberIds: [f.own.session.mid],
    startDate: '2026-01-01',
    endDate: '2026-03-31',
  });
  const packRow = {
    input: pack,
    own: OK,
    other: FORBIDDEN,
    foreign: {
      input: (f: Fixtures) => ({ ...pack(f), memberIds: [f.other.session.mid] }),
      status: FORBIDDEN,
    },
  };
  return {
    systemFilesPage: { input: () => page, own: OK, other: OK },
    systemFileDownload: ownRecord((t) => ({ fileId: t.qualificationFileId })),
    systemFilePreview: ownRecord((t) => ({ fileId: t.qualificationFileId })),
    auditPackPlan: packRow,
    auditPackDownload: packRow,
    // Keyed by the caller's account: another's pack id reads as 0 of 0, never its progress.
    auditPackProgress: { input: () => ({ packId: 'matrix-pack-0001' }), own: OK, other: OK },
  };
}
