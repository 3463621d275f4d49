import type { CSSProperties } from 'react';
import { Select } from '@pest-portal/shared/antd/data';
import type { InputPest } from '@pest-portal/shared/contract/dashboard';

/** One choice of the list: an id and its name. */
export interface Choice {
  value: number;
  label: string;
}

/** "All" on the select: antd shows a placeholder for no value, not the option that says so. */
const ALL = 0;

interface AllOrOneSelectProps {
  /** The field's name, read out: the filter bars show no labels. */
  label: string;
  /** What the first option says: all of them, no filter. */
  allLabel: string;
  value: number | undefined;
  /** The list's choices (other fields are left out); undefined until they have come. */
  choices: readonly Choice[] | undefined;
  loading: boolean;
  /** The one chosen, or undefined for all. */
  onChange: (value: number | undefined) => void;
  style: CSSProperties;
  size?: 'small';
  popupMatchSelectWidth?: boolean;
}

/**
 * A dashboard filter that narrows to one of a list or not at all (an area, a member
 * company, a service provider, a pest): all first, then the list's choices.
 */
export function AllOrOneSelect({
  label,
  allLabel,
  value,
  choices,
  onChange,
  ...shown
}: AllOrOneSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value ?? ALL}
      onChange={(chosen: number) => onChange(chosen === ALL ? undefined : chosen)}
      // Only the two fields: antd would write any other an option has (a member's parentId)
      // onto the option's element.
      options={[
        { value: ALL, label: allLabel },
        ...(choices ?? []).map(({ value: id, label: name }) => ({ value: id, label: name })),
      ]}
      {...shown}
    />
  );
}

/** The pests recorded in a period (getInputPest), as choices. */
export const pestChoices = (pests: readonly InputPest[]): Choice[] =>
  pests.map((p) => ({ value: p.pestId, label: p.pestName }));
