import { feedbackPageQuery } from '../../../api/get-feedback-page';

/** Rows a page: a business limit the spec leaves open (spec §9). */
export const RECORDS_PAGE_SIZE = 10;

/** One page of the records, as the page and its route loader both ask for it. */
export const recordsQuery = (pageNum: number) =>
  feedbackPageQuery({ pageNum, pageSize: RECORDS_PAGE_SIZE });
