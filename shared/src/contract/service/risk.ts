import { Type, type Static } from '@sinclair/typebox';
import { FileUrl } from '../files';
import { Id, Input, NonBlank, Nullable, OneOf, PAGE_INPUT, Str, TimeText } from '../schema';

export const RISK_STATUSES = ['pending', 'rectifying', 'closed'] as const;
/** pending (reported) -> rectifying (being fixed) -> closed. */
export const RiskStatus = OneOf(RISK_STATUSES);
export type RiskStatus = Static<typeof RiskStatus>;
/** Found by a technician on a visit, or added by the customer on the riskPoint page. */
export const RiskSource = OneOf(['visit', 'customer']);
export type RiskSource = Static<typeof RiskSource>;

/**
 * A risk point. risk/list gives a visit's facility and hygiene risks, pestRisk/list its
 * pest risks (pestName set), riskPointPage every risk point of the company.
 */
export const RiskPoint = Type.Object({
  id: Type.Integer(),
  taskId: Nullable(Type.Integer()),
  orderNo: Nullable(Str()),
  memberId: Type.Integer(),
  memberName: Str(),
  source: RiskSource,
  pestId: Nullable(Type.Integer()),
  pestName: Nullable(Str()),
  riskTypeId: Type.Integer(),
  riskTypeName: Str(),
  riskGradeId: Type.Integer(),
  riskGradeName: Str(),
  /** 1 low .. 3 high. */
  riskGradeLevel: Type.Integer(),
  location: Str(),
  description: Str(),
  suggestion: Nullable(Str()),
  images: Type.Array(Str()),
  status: RiskStatus,
  statusName: Str(),
  handleNote: Nullable(Str()),
  handledAt: Nullable(TimeText()),
  createTime: TimeText(),
});
export type RiskPoint = Static<typeof RiskPoint>;

export const RiskPointPageRequest = Input({
  ...PAGE_INPUT,
  status: Type.Optional(RiskStatus),
  memberId: Type.Optional(Id()),
  riskGradeId: Type.Optional(Id()),
  source: Type.Optional(RiskSource),
});
export type RiskPointPageRequest = Static<typeof RiskPointPageRequest>;

export const RISK_POINT_LIMITS = { locationMax: 100, descriptionMax: 500, images: 6 } as const;

/**
 * riskPointAdd (our addition: the spec lists no add call). `memberId` defaults to the
 * current company; images are fileUrls from the upload call.
 */
export const RiskPointAddRequest = Input({
  memberId: Type.Optional(Id()),
  pestId: Type.Optional(Id()),
  riskTypeId: Id(),
  riskGradeId: Id(),
  location: NonBlank(RISK_POINT_LIMITS.locationMax),
  description: NonBlank(RISK_POINT_LIMITS.descriptionMax),
  images: Type.Optional(Type.Array(FileUrl(), { maxItems: RISK_POINT_LIMITS.images, default: [] })),
});
export type RiskPointAddRequest = Static<typeof RiskPointAddRequest>;

export const RiskPointAddResult = Type.Object({ id: Id() });
export type RiskPointAddResult = Static<typeof RiskPointAddResult>;
