import type { TaskSummary, TimeString } from './task';

export interface TaskDetail extends TaskSummary {
  pcoName: string;
  technicianPhone: string;
  contactName: string;
  contactPhone: string;
  employeeSignedAt: TimeString | null;
  customerSignedAt: TimeString | null;
  customerSignerName: string | null;
  /** Whether the customer may still rate (served, not yet rated) and sign (waitSign). */
  canComment: boolean;
  canSign: boolean;
}

/** intro/detail: what the visit covers, what was found, what the customer should do. */
export interface TaskIntro {
  taskId: number;
  serviceContent: string;
  findings: string | null;
  suggestion: string | null;
}

export type MaterialKind = 'chemical' | 'material';

/** materiel/list: one chemical or material used on the visit. */
export interface TaskMaterial {
  id: number;
  materialName: string;
  kind: MaterialKind;
  activeIngredient: string | null;
  /** Pesticide registration number, for chemicals. */
  registrationNo: string | null;
  quantity: number;
  unit: string;
  usageArea: string;
  usageMethod: string;
}

export interface WorkImage {
  id: number;
  imageUrl: string;
  caption: string;
}

/** employeeSignature / customerSignature; all null while not signed. */
export interface TaskSignature {
  signUrl: string | null;
  signerName: string | null;
  signTime: TimeString | null;
}

/** comment/detail: null until the customer rated the visit. */
export interface TaskComment {
  taskId: number;
  score: number;
  content: string;
  createTime: TimeString;
}

export const COMMENT_LIMITS = { scoreMin: 1, scoreMax: 5, contentMax: 300 } as const;

export interface CommentAddRequest {
  taskId: number;
  /** 1-5 stars. */
  score: number;
  content: string;
}

/**
 * signature: `signUrl` is the fileUrl the upload call returned for the PNG, uploaded as
 * image.png (spec §3). Only a waitSign order can be signed; a second submit is refused.
 */
export interface SignatureRequest {
  taskId: number;
  signUrl: string;
  signerName?: string;
}

export interface SignatureResult {
  taskId: number;
  status: 'finished';
  signTime: TimeString;
}
