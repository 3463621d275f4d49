import { Type, type Static } from '@sinclair/typebox';
import { Input, NonBlank, Str, TimeText } from '../schema';

/** reportHtml: a whole HTML document, values escaped, no script, inline CSS: show it in a sandboxed iframe. */
export const ReportHtml = Type.Object({ taskId: Type.Integer(), orderNo: Str(), html: Str() });
export type ReportHtml = Static<typeof ReportHtml>;

/**
 * v2.4.0/taskReportUrl: a link to the PDF that needs no headers (for a new tab or the
 * messaging app's browser), valid until expiresAt. Relative to the API base.
 */
export const ReportUrl = Type.Object({ url: Str(), fileName: Str(), expiresAt: TimeText() });
export type ReportUrl = Static<typeof ReportUrl>;

/** The query of the link above. */
export const ReportFileQuery = Input({ ticket: NonBlank(1000) });
export type ReportFileQuery = Static<typeof ReportFileQuery>;

/** A file sent as it is (a PDF), not an envelope: nothing to trim. */
export const BinaryFile = Type.Unsafe<Blob>({});
