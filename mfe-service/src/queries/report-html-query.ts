import { getReportHtml } from '../api/get-report-html';
import { visitPartQuery } from './visit-part-query';

/** The visit's report as a whole HTML document (it shows the signature and rating). */
export const reportHtmlQuery = visitPartQuery('reportHtml', getReportHtml);
