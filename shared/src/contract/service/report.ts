import type { TimeString } from './task';

/** reportHtml: a whole HTML document, values escaped, no script, inline CSS: show it in a sandboxed iframe. */
export interface ReportHtml {
  taskId: number;
  orderNo: string;
  html: string;
}

/**
 * v2.4.0/taskReportUrl: a link to the PDF that needs no headers (for a new tab or the
 * messaging app's browser), valid until expiresAt. Relative to the API base.
 */
export interface ReportUrl {
  url: string;
  fileName: string;
  expiresAt: TimeString;
}

/** The query of the link above. */
export interface ReportFileQuery {
  ticket: string;
}
