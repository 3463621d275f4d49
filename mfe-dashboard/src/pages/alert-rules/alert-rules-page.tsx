import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Skeleton, Typography } from '@pest-portal/shared/antd';
import { Suspense, useState } from 'react';
import { isMobile, useSessionStore } from '@pest-portal/shared';
import type { AlertRule } from '@pest-portal/shared/contract/dashboard';
import { errorText } from '@pest-portal/shared/ui';
import { deleteAlertRule } from '../../api/delete-alert-rule';
import { alertRulesQuery } from '../../api/get-alert-rules';
import { latestNoticesQuery } from '../../api/get-latest-notices';
import { updateAlertRule } from '../../api/update-alert-rule';
import { useT } from '../../i18n';
import { AlertRuleCards } from './alert-rule-cards';
import { AlertRuleForm } from './alert-rule-form';
import { DesktopRuleTable } from './desktop-rule-table';
import type { RuleHandlers } from './rule-actions';

/**
 * /alertRules: the company's pest alert rules (a headquarters': its member companies'),
 * each with its switch, edit and delete, and the form to add one. A table on a desktop,
 * cards on a phone.
 */
export function AlertRulesPage() {
  const t = useT();
  const { message } = App.useApp();
  const queries = useQueryClient();
  const isHq = useSessionStore((s) => s.isHq);
  const rules = useQuery(alertRulesQuery());
  // undefined: the form is closed; null: a new rule; a rule: editing it.
  const [editing, setEditing] = useState<AlertRule | null | undefined>(undefined);
  const [busyId, setBusyId] = useState<number | null>(null);
  const mobile = isMobile();

  // A saved rule may have alerted at once: the home page's notifications change too.
  const refresh = () =>
    Promise.all([
      queries.invalidateQueries({ queryKey: alertRulesQuery().queryKey }),
      queries.invalidateQueries({ queryKey: latestNoticesQuery().queryKey }),
    ]);

  const saved = (rule: AlertRule) => {
    message.success(
      t(rule.alerted && rule.enabled ? 'dashboard.alerts.savedAlerted' : 'dashboard.alerts.saved'),
    );
    setEditing(undefined);
    void refresh();
  };

  /** One call on a rule from the list, its failure said in a toast. */
  async function act(rule: AlertRule, call: () => Promise<unknown>, done?: string) {
    setBusyId(rule.id);
    try {
      await call();
      if (done) message.success(done);
      await refresh();
    } catch (error) {
      message.error(t('dashboard.alerts.actionFailed', { reason: errorText(error) }));
    } finally {
      setBusyId(null);
    }
  }

  const handlers: RuleHandlers = {
    busyId,
    onEdit: setEditing,
    onToggle: (rule, enabled) =>
      act(rule, async () => {
        const after = await updateAlertRule({ id: rule.id, enabled }, { quiet: true });
        if (enabled && after.alerted && !rule.alerted)
          message.warning(t('dashboard.alerts.savedAlerted'));
      }),
    onDelete: (rule) =>
      act(rule, () => deleteAlertRule(rule.id, { quiet: true }), t('dashboard.alerts.deleted')),
  };

  const title = t('dashboard.alerts.link');
  const list = rules.data ?? [];
  return (
    <Flex vertical gap={12} style={{ padding: mobile ? 12 : 0, minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('dashboard.alerts.add')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('dashboard.alerts.intro')}
      </Typography.Paragraph>
      {rules.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('dashboard.alerts.loadFailed')}
          action={
            <Button size="small" onClick={() => void rules.refetch()}>
              {t('dashboard.chart.retry')}
            </Button>
          }
        />
      ) : rules.isPending ? (
        <Skeleton />
      ) : (
        <>
          <Typography.Text type="secondary">
            {t('dashboard.alerts.count', { count: list.length })}
          </Typography.Text>
          {mobile ? (
            <AlertRuleCards rules={list} showMember={isHq} handlers={handlers} />
          ) : (
            <Suspense fallback={<Skeleton />}>
              <DesktopRuleTable rules={list} showMember={isHq} handlers={handlers} />
            </Suspense>
          )}
        </>
      )}
      <Modal
        open={editing !== undefined}
        title={t(editing ? 'dashboard.alerts.edit' : 'dashboard.alerts.add')}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
      >
        <AlertRuleForm
          rule={editing ?? null}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      </Modal>
    </Flex>
  );
}
