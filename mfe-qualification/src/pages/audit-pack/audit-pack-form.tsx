import { Alert, Flex, Form, Typography } from '@pest-portal/shared/antd';
import { Select } from '@pest-portal/shared/antd/data';
import { DatePicker } from '@pest-portal/shared/antd/date';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@pest-portal/shared';
import { memberOptionsQuery } from '../../api/get-member-options';
import { useT } from '../../i18n';
import type { PackForm } from './pack-form';

/**
 * The companies and period of a pack. A headquarters picks one or several of its
 * companies; a single company has itself (and any sub-companies) to pick from.
 */
export function AuditPackForm({
  value,
  onChange,
  problem,
  disabled,
}: {
  value: PackForm;
  onChange: (next: PackForm) => void;
  problem: string | null;
  disabled: boolean;
}) {
  const t = useT();
  const isHq = useSessionStore((s) => s.isHq);
  const members = useQuery(memberOptionsQuery());
  return (
    <Form layout="vertical" disabled={disabled}>
      <Form.Item label={t('pack.members')} htmlFor="pack-members" required>
        <Select
          id="pack-members"
          mode="multiple"
          maxTagCount={isHq ? 'responsive' : undefined}
          loading={members.isPending}
          placeholder={t('pack.membersPlaceholder')}
          options={(members.data ?? []).map((m) => ({ value: m.value, label: m.label }))}
          value={value.memberIds}
          onChange={(memberIds: number[]) => onChange({ ...value, memberIds })}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item label={t('pack.period')} required>
        <Flex gap={8} align="center" wrap>
          <DatePicker
            aria-label={t('pack.start')}
            value={value.start}
            allowClear={false}
            inputReadOnly
            onChange={(start) => onChange({ ...value, start })}
            style={{ flex: '1 1 140px' }}
          />
          <Typography.Text aria-hidden>~</Typography.Text>
          <DatePicker
            aria-label={t('pack.end')}
            value={value.end}
            allowClear={false}
            inputReadOnly
            onChange={(end) => onChange({ ...value, end })}
            style={{ flex: '1 1 140px' }}
          />
        </Flex>
      </Form.Item>
      {problem && <Alert type="warning" showIcon title={problem} />}
    </Form>
  );
}
