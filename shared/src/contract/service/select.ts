import { Type, type Static } from '@sinclair/typebox';
import { Nullable, OneOf, Str } from '../schema';

const option = { value: Type.Integer(), label: Str() };

/** An item of a select list. */
export const SelectOption = Type.Object(option);
export type SelectOption = Static<typeof SelectOption>;

export const RiskGradeOption = Type.Object({
  ...option,
  /** 1 low .. 3 high. */
  level: Type.Integer(),
});
export type RiskGradeOption = Static<typeof RiskGradeOption>;

/** adminExt/select: the provider's staff who serve the current company. */
export const StaffOption = Type.Object({
  ...option,
  role: OneOf(['technician', 'manager']),
  phone: Str(),
  pcoName: Str(),
});
export type StaffOption = Static<typeof StaffOption>;

/** getMemberSelect: the current company and its sub-companies. */
export const MemberOption = Type.Object({ ...option, parentId: Nullable(Type.Integer()) });
export type MemberOption = Static<typeof MemberOption>;
