import { Select } from '@pest-portal/shared/antd/data';
import type { InputPest } from '@pest-portal/shared/contract/dashboard';
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
    <Select
      size="small"
      aria-label={t('dashboard.monthPest.pest')}
      value={value ?? 0}
      loading={!pests}
      onChange={(pestId: number) => onChange(pestId || undefined)}
      popupMatchSelectWidth={false}
      style={{ width: 120 }}
      options={[
        { value: 0, label: t('dashboard.monthPest.allPests') },
        ...(pests ?? []).map((p) => ({ value: p.pestId, label: p.pestName })),
      ]}
    />
  );
}
