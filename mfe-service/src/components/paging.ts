/** Rows a page on screen: a business limit the spec leaves open (spec §9). */
export const PAGE_SIZE = 10;
/** The largest page the API serves (pageSize 1-100): used where every row is wanted (export, select lists). */
export const MAX_PAGE_SIZE = 100;
