import { Type, type Static } from '@sinclair/typebox';
import { Count, Input, NonBlank, Str } from './schema';

/** Upload limits, shared by every picker and the server. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const,
  /** The multipart field name (spec §7). */
  field: 'file',
} as const;

/** The longest file URL the API hands out, with room for a base path. */
export const FILE_URL_MAX = 500;

/** The form of an upload: not JSON, so no schema of ours checks it; the route reads its one part. */
export const UploadForm = Type.Unsafe<FormData>({});

export const UploadedFile = Type.Object({
  fileUrl: Str(),
  fileName: Str(),
  size: Count(),
  contentType: Str(),
});
export type UploadedFile = Static<typeof UploadedFile>;

export const DeleteFileQuery = Input({ fileUrl: NonBlank(FILE_URL_MAX) });
export type DeleteFileQuery = Static<typeof DeleteFileQuery>;

/** A file URL in a request (images of feedback and risk points, the signature). */
export const FileUrl = () => NonBlank(FILE_URL_MAX);
