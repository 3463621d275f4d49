/** Select lists and other reference data change rarely: fetched once per session. */
export const REFERENCE_STALE_TIME = Infinity;
