import { Type, type Static } from '@sinclair/typebox';
import { OPTION_FIELDS } from '../common';
import { OneOf, Str } from '../schema';

// The lists other sections pick from too are common endpoints' (../common.ts).
export { MemberOption, SelectOption } from '../common';

export const RiskGradeOption = Type.Object({
  ...OPTION_FIELDS,
  /** 1 low .. 3 high. */
  level: Type.Integer(),
});
export type RiskGradeOption = Static<typeof RiskGradeOption>;

/** adminExt/select: the provider's staff who serve the current company. */
export const StaffOption = Type.Object({
  ...OPTION_FIELDS,
  role: OneOf(['technician', 'manager']),
  phone: Str(),
  pcoName: Str(),
});
export type StaffOption = Static<typeof StaffOption>;
