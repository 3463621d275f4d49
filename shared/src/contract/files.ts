/** Upload limits, shared by every picker and the server. */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const,
  /** The multipart field name (spec §7). */
  field: 'file',
} as const;

export interface UploadedFile {
  fileUrl: string;
  fileName: string;
  size: number;
  contentType: string;
}

export interface DeleteFileQuery {
  fileUrl: string;
}
