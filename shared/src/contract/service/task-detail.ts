import { Type, type Static } from '@sinclair/typebox';
import { FileUrl } from '../files';
import { Id, Input, Nullable, OneOf, Str, Text, TimeText } from '../schema';
import { TaskSummary } from './task';

export const TaskDetail = Type.Composite([
  TaskSummary,
  Type.Object({
    pcoName: Str(),
    technicianPhone: Str(),
    contactName: Str(),
    contactPhone: Str(),
    employeeSignedAt: Nullable(TimeText()),
    customerSignedAt: Nullable(TimeText()),
    customerSignerName: Nullable(Str()),
    /** Whether the customer may still rate (served, not yet rated) and sign (waitSign). */
    canComment: Type.Boolean(),
    canSign: Type.Boolean(),
  }),
]);
export type TaskDetail = Static<typeof TaskDetail>;

/** intro/detail: what the visit covers, what was found, what the customer should do. */
export const TaskIntro = Type.Object({
  taskId: Type.Integer(),
  serviceContent: Str(),
  findings: Nullable(Str()),
  suggestion: Nullable(Str()),
});
export type TaskIntro = Static<typeof TaskIntro>;

export const MaterialKind = OneOf(['chemical', 'material']);
export type MaterialKind = Static<typeof MaterialKind>;

/** materiel/list: one chemical or material used on the visit. */
export const TaskMaterial = Type.Object({
  id: Type.Integer(),
  materialName: Str(),
  kind: MaterialKind,
  activeIngredient: Nullable(Str()),
  /** Pesticide registration number, for chemicals. */
  registrationNo: Nullable(Str()),
  quantity: Type.Number(),
  unit: Str(),
  usageArea: Str(),
  usageMethod: Str(),
});
export type TaskMaterial = Static<typeof TaskMaterial>;

export const WorkImage = Type.Object({ id: Type.Integer(), imageUrl: Str(), caption: Str() });
export type WorkImage = Static<typeof WorkImage>;

/** employeeSignature / customerSignature; all null while not signed. */
export const TaskSignature = Type.Object({
  signUrl: Nullable(Str()),
  signerName: Nullable(Str()),
  signTime: Nullable(TimeText()),
});
export type TaskSignature = Static<typeof TaskSignature>;

/** comment/detail: null until the customer rated the visit. */
export const TaskComment = Type.Object({
  taskId: Type.Integer(),
  score: Type.Integer(),
  content: Str(),
  createTime: TimeText(),
});
export type TaskComment = Static<typeof TaskComment>;

export const COMMENT_LIMITS = { scoreMin: 1, scoreMax: 5, contentMax: 300 } as const;

export const CommentAddRequest = Input({
  taskId: Id(),
  /** 1-5 stars. */
  score: Type.Integer({ minimum: COMMENT_LIMITS.scoreMin, maximum: COMMENT_LIMITS.scoreMax }),
  content: Type.Optional(Text(COMMENT_LIMITS.contentMax, { default: '', title: 'commentContent' })),
});
export type CommentAddRequest = Static<typeof CommentAddRequest>;

export const SIGNER_NAME_MAX = 30;

/**
 * signature: `signUrl` is the fileUrl the upload call returned for the PNG, uploaded as
 * image.png (spec §3). Only a waitSign order can be signed; a second submit is refused.
 */
export const SignatureRequest = Input({
  taskId: Id(),
  signUrl: FileUrl(),
  signerName: Type.Optional(Text(SIGNER_NAME_MAX)),
});
export type SignatureRequest = Static<typeof SignatureRequest>;

export const SignatureResult = Type.Object({
  taskId: Type.Integer(),
  status: Type.Literal('finished'),
  signTime: TimeText(),
});
export type SignatureResult = Static<typeof SignatureResult>;
