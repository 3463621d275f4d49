import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form } from '@pest-portal/shared/antd';
import { Radio, Select } from '@pest-portal/shared/antd/data';
import { InputNumber } from '@pest-portal/shared/antd/form';
import { useState } from 'react';
import { useSessionStore } from '@pest-portal/shared';
import { ALERT_THRESHOLD_MAX, type AlertRule } from '@pest-portal/shared/contract/dashboard';
import { errorText, fieldErrorsOf } from '@pest-portal/shared/ui';
import { addAlertRule } from '../../api/add-alert-rule';
import { areaOptionsQuery } from '../../api/get-area-options';
import { pestOptionsQuery } from '../../api/get-pest-options';
import { updateAlertRule } from '../../api/update-alert-rule';
import { useT } from '../../i18n';
import {
  areaChoices,
  memberChoices,
  thresholdProblem,
  toRuleInput,
  valuesOf,
  type RuleFormValues,
} from './rule-choices';

const NEW_RULE: RuleFormValues = { periodKind: 'month' };

/**
 * Add a rule, or edit one (its period and threshold; its company, pest and area are what
 * it is). A failed save keeps every value in place and puts the API's field messages
 * under their fields.
 */
export function AlertRuleForm({
  rule,
  onSaved,
  onCancel,
}: {
  rule: AlertRule | null;
  onSaved: (saved: AlertRule) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const isHq = useSessionStore((s) => s.isHq);
  const [form] = Form.useForm<RuleFormValues>();
  const [saving, setSaving] = useState(false);
  const areas = useQuery(areaOptionsQuery());
  const pests = useQuery(pestOptionsQuery());
  const memberId = Form.useWatch('memberId', form);
  const editing = rule !== null;
  const members = memberChoices(areas.data ?? []);
  // A single company's rules are its own: the API takes the current company.
  const ownMember = isHq ? memberId : members[0]?.value;

  async function save(values: RuleFormValues) {
    setSaving(true);
    try {
      const saved = rule
        ? await updateAlertRule(
            { id: rule.id, periodKind: values.periodKind, threshold: values.threshold },
            { quiet: true },
          )
        : await addAlertRule(toRuleInput(values), { quiet: true });
      onSaved(saved);
    } catch (error) {
      message.error(t('dashboard.alerts.saveFailed', { reason: errorText(error) }));
      form.setFields(fieldErrorsOf(error, NAMES));
    } finally {
      setSaving(false);
    }
  }

  const thresholdMessage = (problem: 'required' | 'invalid') =>
    problem === 'required'
      ? t('dashboard.alerts.form.thresholdRequired')
      : t('dashboard.alerts.form.thresholdInvalid', { max: ALERT_THRESHOLD_MAX });

  return (
    <Form<RuleFormValues>
      form={form}
      layout="vertical"
      initialValues={rule ? valuesOf(rule) : NEW_RULE}
      onFinish={save}
      aria-label={t(editing ? 'dashboard.alerts.edit' : 'dashboard.alerts.add')}
    >
      {editing && (
        <Alert
          type="info"
          showIcon
          title={t('dashboard.alerts.form.fixed')}
          style={{ marginBottom: 16 }}
        />
      )}
      {isHq && (
        <Form.Item
          name="memberId"
          label={t('dashboard.alerts.form.member')}
          rules={[{ required: true, message: t('dashboard.alerts.form.memberRequired') }]}
        >
          <Select
            disabled={editing}
            placeholder={t('dashboard.alerts.form.choose')}
            options={members}
            loading={areas.isPending}
            // Another company's areas are not this one's.
            onChange={() => form.setFieldValue('areaId', undefined)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="pestId"
        label={t('dashboard.alerts.form.pest')}
        rules={[{ required: true, message: t('dashboard.alerts.form.pestRequired') }]}
      >
        <Select
          disabled={editing}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('dashboard.alerts.form.choose')}
          options={pests.data}
          loading={pests.isPending}
        />
      </Form.Item>
      <Form.Item name="areaId" label={t('dashboard.alerts.form.area')}>
        <Select
          disabled={editing}
          allowClear
          placeholder={t('dashboard.alerts.allAreas')}
          options={areaChoices(areas.data ?? [], editing ? rule.memberId : ownMember)}
          loading={areas.isPending}
        />
      </Form.Item>
      <Form.Item name="periodKind" label={t('dashboard.alerts.form.period')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'week', label: t('dashboard.alerts.period.week') },
            { value: 'month', label: t('dashboard.alerts.period.month') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="threshold"
        label={t('dashboard.alerts.form.threshold')}
        required
        rules={[
          {
            validator: async (_, value: unknown) => {
              const problem = thresholdProblem(value);
              if (problem) throw new Error(thresholdMessage(problem));
            },
          },
        ]}
      >
        {/* No min or precision: those would quietly change what was typed instead of saying why it is refused. */}
        <InputNumber style={{ width: '100%' }} inputMode="numeric" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>{t('dashboard.alerts.form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('dashboard.alerts.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}

/** The form's fields, to place the API's field messages. */
const NAMES: Record<keyof RuleFormValues, true> = {
  memberId: true,
  pestId: true,
  areaId: true,
  periodKind: true,
  threshold: true,
};
