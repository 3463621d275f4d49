import type { PageQuery } from '../envelope';
import type { TimeString } from './task';

export const RISK_STATUSES = ['pending', 'rectifying', 'closed'] as const;
/** pending (reported) -> rectifying (being fixed) -> closed. */
export type RiskStatus = (typeof RISK_STATUSES)[number];
/** Found by a technician on a visit, or added by the customer on the riskPoint page. */
export type RiskSource = 'visit' | 'customer';

/**
 * A risk point. risk/list gives a visit's facility and hygiene risks, pestRisk/list its
 * pest risks (pestName set), riskPointPage every risk point of the company.
 */
export interface RiskPoint {
  id: number;
  taskId: number | null;
  orderNo: string | null;
  memberId: number;
  memberName: string;
  source: RiskSource;
  pestId: number | null;
  pestName: string | null;
  riskTypeId: number;
  riskTypeName: string;
  riskGradeId: number;
  riskGradeName: string;
  /** 1 low .. 3 high. */
  riskGradeLevel: number;
  location: string;
  description: string;
  suggestion: string | null;
  images: string[];
  status: RiskStatus;
  statusName: string;
  handleNote: string | null;
  handledAt: TimeString | null;
  createTime: TimeString;
}

export interface RiskPointPageRequest extends PageQuery {
  status?: RiskStatus;
  memberId?: number;
  riskGradeId?: number;
  source?: RiskSource;
}

export const RISK_POINT_LIMITS = { locationMax: 100, descriptionMax: 500, images: 6 } as const;

/**
 * riskPointAdd (our addition: the spec lists no add call). `memberId` defaults to the
 * current company; images are fileUrls from the upload call.
 */
export interface RiskPointAddRequest {
  memberId?: number;
  pestId?: number;
  riskTypeId: number;
  riskGradeId: number;
  location: string;
  description: string;
  images: string[];
}

export interface RiskPointAddResult {
  id: number;
}
