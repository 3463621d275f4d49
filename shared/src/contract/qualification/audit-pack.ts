import { Type, type Static } from '@sinclair/typebox';

/** The longest period one audit pack covers: a year, leap day included. */
export const AUDIT_PACK_MAX_DAYS = 366;
/** How many member companies one pack may name. */
export const AUDIT_PACK_MAX_MEMBERS = 50;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

const packFields = {
  memberIds: Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), {
    minItems: 1,
    maxItems: AUDIT_PACK_MAX_MEMBERS,
  }),
  startDate: Day,
  endDate: Day,
};

export const AuditPackInput = Type.Object(packFields, { additionalProperties: false });
export type AuditPackInput = Static<typeof AuditPackInput>;

/** The page's own name for one download, so it can ask how far the packing is. */
const PackId = Type.String({ pattern: '^[A-Za-z0-9-]{8,64}$', maxLength: 64 });

export const AuditPackDownloadInput = Type.Object(
  { ...packFields, packId: Type.Optional(PackId) },
  { additionalProperties: false },
);
export type AuditPackDownloadInput = Static<typeof AuditPackDownloadInput>;

export const AuditPackProgressInput = Type.Object(
  { packId: PackId },
  { additionalProperties: false },
);
export type AuditPackProgressInput = Static<typeof AuditPackProgressInput>;

/** Entries of the archive packed so far, of all; 0 of 0 before the download has started. */
export const AuditPackProgress = Type.Object({
  packed: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type AuditPackProgress = Static<typeof AuditPackProgress>;

/** What the archive will hold, answered before it is built so the page can show progress against it. */
export const AuditPackPlan = Type.Object({
  members: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  files: Type.Integer({ minimum: 0 }),
  reports: Type.Integer({ minimum: 0 }),
  riskPoints: Type.Integer({ minimum: 0 }),
  /** Every entry of the archive, the index and summaries included. */
  entries: Type.Integer({ minimum: 0 }),
  /** The archive's name, as the download saves it. */
  fileName: Type.String(),
});
export type AuditPackPlan = Static<typeof AuditPackPlan>;
