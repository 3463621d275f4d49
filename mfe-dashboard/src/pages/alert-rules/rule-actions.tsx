import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import { Button, Popconfirm, Space, Switch } from '@pest-portal/shared/antd';
import type { AlertRule } from '@pest-portal/shared/contract/dashboard';
import { useT } from '../../i18n';
import { ruleName } from './rule-choices';

/** What the list can do to a rule; the page makes the calls. */
export interface RuleHandlers {
  onToggle: (rule: AlertRule, enabled: boolean) => Promise<void>;
  onEdit: (rule: AlertRule) => void;
  onDelete: (rule: AlertRule) => Promise<void>;
  /** The rule a call is under way for. */
  busyId: number | null;
}

/** What the table and the cards show: the rules, the company column for a headquarters. */
export interface RuleListProps {
  rules: AlertRule[];
  showMember: boolean;
  handlers: RuleHandlers;
}

export function RuleSwitch({ rule, handlers }: { rule: AlertRule; handlers: RuleHandlers }) {
  const t = useT();
  return (
    <Switch
      checked={rule.enabled}
      loading={handlers.busyId === rule.id}
      aria-label={t('dashboard.alerts.enable', {
        name: ruleName(rule, t('dashboard.alerts.allAreas')),
      })}
      onChange={(enabled) => void handlers.onToggle(rule, enabled)}
    />
  );
}

/** Edit, and delete after a confirmation (the rule's past alerts stay). */
export function RuleButtons({ rule, handlers }: { rule: AlertRule; handlers: RuleHandlers }) {
  const t = useT();
  const name = ruleName(rule, t('dashboard.alerts.allAreas'));
  return (
    <Space size={4}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('dashboard.alerts.editOf', { name })}
        onClick={() => handlers.onEdit(rule)}
      >
        {t('dashboard.alerts.editShort')}
      </Button>
      <Popconfirm
        title={t('dashboard.alerts.deleteTitle')}
        description={t('dashboard.alerts.deleteBody')}
        okText={t('dashboard.alerts.deleteOk')}
        cancelText={t('dashboard.alerts.form.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => handlers.onDelete(rule)}
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('dashboard.alerts.deleteOf', { name })}
        >
          {t('dashboard.alerts.deleteShort')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
