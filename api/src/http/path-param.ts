import { Type } from '@sinclair/typebox';
import { NO_NUL } from '@pest-portal/shared/contract';

/**
 * The schema of a route with one file-name parameter (/files/:name, /brand/:file): a
 * bounded name without NUL, so `/brand/%00` is refused before any SQL.
 */
export const fileParam = <K extends string>(key: K) => ({
  params: Type.Object({ [key]: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }) } as {
    [P in K]: ReturnType<typeof Type.String>;
  }),
});
