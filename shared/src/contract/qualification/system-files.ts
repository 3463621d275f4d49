import { Type, type Static } from '@sinclair/typebox';

/**
 * The provider's documents a food-safety audit asks for (BRCGS 4.14, AIB, SQF), in the
 * order the page groups them.
 */
export const FILE_KINDS = [
  'businessLicence',
  'serviceLicence',
  'pesticideRegistration',
  'technicianCertificate',
  'liabilityInsurance',
  'safetyDataSheet',
  'serviceContract',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Days before its end date from which a file counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });
export const FileKindSchema = Type.Union(FILE_KINDS.map((k) => Type.Literal(k)));
export const FileValidity = Type.Union([
  Type.Literal('valid'),
  Type.Literal('expiring'),
  Type.Literal('expired'),
]);
export type FileValidity = Static<typeof FileValidity>;

export const SystemFilesPageInput = Type.Object(
  {
    pageNum: Type.Integer({ minimum: 1, maximum: 100000 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
    /** Part of the document's name or number. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    kind: Type.Optional(FileKindSchema),
  },
  { additionalProperties: false },
);
export type SystemFilesPageInput = Static<typeof SystemFilesPageInput>;

export const SystemFile = Type.Object({
  id: Id,
  kind: FileKindSchema,
  name: Type.String(),
  /** The stored file's real name, as the download saves it. */
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  docNo: Type.String(),
  issuer: Type.String(),
  validFrom: Day,
  /** Null: valid without an end date. */
  validTo: Type.Union([Day, Type.Null()]),
  validity: FileValidity,
  /** Days until validTo (negative once past); null without an end date. */
  daysLeft: Type.Union([Type.Integer(), Type.Null()]),
  /** A page image the API made when the file was stored: phones preview a PDF with it. */
  hasPreview: Type.Boolean(),
});
export type SystemFile = Static<typeof SystemFile>;

export const KindCount = Type.Object({ kind: FileKindSchema, count: Type.Integer({ minimum: 0 }) });
export type KindCount = Static<typeof KindCount>;

export const SystemFilesPage = Type.Object({
  list: Type.Array(SystemFile),
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  /** Over all the customer's files, whatever the search: what the top of the page counts. */
  summary: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    expired: Type.Integer({ minimum: 0 }),
    expiring: Type.Integer({ minimum: 0 }),
  }),
  /** Files per kind within the search, for the group headings. */
  kinds: Type.Array(KindCount),
});
export type SystemFilesPage = Static<typeof SystemFilesPage>;

export const SystemFileQuery = Type.Object({ fileId: Id }, { additionalProperties: false });
export type SystemFileQuery = Static<typeof SystemFileQuery>;
