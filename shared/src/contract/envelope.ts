/** Every response of the customer-service API has this shape (spec §3). */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

/** One item of a validation error's list; the client shows the first one's defaultMessage. */
export interface FieldError {
  field: string;
  defaultMessage: string;
}

/** A page of rows, as every `.../page` endpoint returns it. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** What every `.../page` endpoint takes, besides its own filters. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}
