import type { FieldError } from '../contract/envelope';

/** A call that did not succeed: a non-200 body status, or a transport failure (statusCode 0). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly fieldErrors: FieldError[] = [],
    /** The HTTP status of a transport failure, 0 when there was no response. */
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether the error was the caller's own abort, which is never shown. */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'CanceledError' || error.name === 'AbortError');
}
