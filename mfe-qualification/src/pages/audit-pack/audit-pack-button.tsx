import FileZipOutlined from '@ant-design/icons/es/icons/FileZipOutlined';
import { Alert, Button, Flex, Modal, Skeleton, Typography } from '@pest-portal/shared/antd';
import { Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@pest-portal/shared';
import { auditPackPlanQuery } from '../../api/get-audit-pack-plan';
import { useT } from '../../i18n';
import { defaultForm, packInput, type PackForm } from './pack-form';
import { PackFormLater, usePackFormAhead } from './lazy-pack-form';
import { PackProgress } from './pack-progress';
import { usePackDownload } from './use-pack-download';

/** The audit pack: choose companies and period, see what it will hold, download it with progress. */
export function AuditPackButton() {
  const t = useT();
  const mid = useSessionStore((s) => s.mid);
  const [open, setOpen] = useState(false);
  usePackFormAhead();
  const [form, setForm] = useState<PackForm>(() => defaultForm(mid ? Number(mid) : null));
  const input = packInput(form);
  const valid = 'memberIds' in input ? input : null;
  const plan = useQuery({
    ...auditPackPlanQuery(valid ?? { memberIds: [], startDate: '', endDate: '' }),
    enabled: open && !!valid,
  });
  const { status, start, cancel, reset } = usePackDownload();
  const running = status.state === 'running';
  const close = () => {
    cancel();
    reset();
    setOpen(false);
  };

  return (
    <>
      <Button type="primary" icon={<FileZipOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('pack.open')}
      </Button>
      <Modal
        open={open}
        title={t('pack.title')}
        onCancel={close}
        width="min(560px, 96vw)"
        mask={{ closable: !running }}
        footer={
          <Flex justify="end" gap={8} wrap>
            <Button onClick={running ? cancel : close}>
              {running ? t('pack.cancel') : t('pack.close')}
            </Button>
            <Button
              type="primary"
              disabled={!valid || !plan.data || running}
              loading={running}
              onClick={() =>
                valid && plan.data && void start(valid, plan.data.fileName, plan.data.entries)
              }
            >
              {t('pack.download')}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('pack.intro')}
          </Typography.Paragraph>
          <Suspense fallback={<Skeleton paragraph={{ rows: 3 }} />}>
            <PackFormLater
              value={form}
              onChange={(next) => {
                setForm(next);
                if (!running) reset();
              }}
              problem={'problem' in input ? t(input.problem) : null}
              disabled={running}
            />
          </Suspense>
          {valid && (
            <Typography.Text role="status">
              {plan.data
                ? t('pack.plan', {
                    files: plan.data.files,
                    reports: plan.data.reports,
                    risks: plan.data.riskPoints,
                    entries: plan.data.entries,
                  })
                : plan.isFetching
                  ? t('pack.planning')
                  : null}
            </Typography.Text>
          )}
          {valid && plan.isError && <Alert type="error" showIcon title={plan.error.message} />}
          <PackProgress status={status} />
        </Flex>
      </Modal>
    </>
  );
}
