import type { InputPest } from '@pest-portal/shared/contract/dashboard';
import { AllOrOneSelect, pestChoices } from '../../filters/all-or-one-select';
import { useT } from '../../i18n';

interface PestPickerProps {
  /** The pests recorded in the period (getInputPest), undefined while they load. */
  pests: readonly InputPest[] | undefined;
  value: number | undefined;
  onChange: (pestId: number | undefined) => void;
}

/** Every pest, or one of those recorded in the period: what the monthly chart shows. */
export function PestPicker({ pests, value, onChange }: PestPickerProps) {
  const t = useT();
  return (
    <AllOrOneSelect
      size="small"
      label={t('dashboard.monthPest.pest')}
      allLabel={t('dashboard.monthPest.allPests')}
      value={value}
      choices={pests && pestChoices(pests)}
      loading={!pests}
      onChange={onChange}
      popupMatchSelectWidth={false}
      style={{ width: 120 }}
    />
  );
}
