/** Records per page of a device's inspection history: the loader's first page and the list's. */
export const RECORD_PAGE_SIZE = 10;
