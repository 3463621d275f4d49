import { getReportUrl } from '../api/get-report-url';
import { visitPartQuery } from './visit-part-query';

/**
 * The signed, headerless link to the visit's PDF. It expires (expiresAt): the page renews
 * a stale one when it is clicked (linkIsFresh), whatever the cache holds.
 */
export const reportUrlQuery = visitPartQuery('reportUrl', getReportUrl);
