/** An item of a select list. */
export interface SelectOption {
  value: number;
  label: string;
}

export interface RiskGradeOption extends SelectOption {
  /** 1 low .. 3 high. */
  level: number;
}

/** adminExt/select: the provider's staff who serve the current company. */
export interface StaffOption extends SelectOption {
  role: 'technician' | 'manager';
  phone: string;
  pcoName: string;
}

/** getMemberSelect: the current company and its sub-companies. */
export interface MemberOption extends SelectOption {
  parentId: number | null;
}
