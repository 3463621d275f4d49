import { Type } from '@sinclair/typebox';

/** A calendar day as the portal writes it (spec §9: YYYY-MM-DD). */
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** A calendar month, the x axis of every monthly chart: YYYY-MM. */
export const MonthText = Type.String({ pattern: '^\\d{4}-\\d{2}$', maxLength: 7 });

/** A row id: positive and within PostgreSQL's integer. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** A count: never negative. */
export const Count = Type.Integer({ minimum: 0 });

/** A name as stored (area, pest, member). */
export const Name = Type.String({ maxLength: 100 });
