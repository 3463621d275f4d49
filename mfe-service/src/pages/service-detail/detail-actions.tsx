import { Button, Flex } from '@pest-portal/shared/antd';
import { useNavigate } from '@pest-portal/shared/router';
import { type TaskDetail } from '@pest-portal/shared/contract/service';
import { taskHref, type TaskBase } from '../../components/task-links';
import { useT } from '../../i18n';

/** A report exists once the visit was served. */
export function hasReport(detail: TaskDetail): boolean {
  return detail.status === 'waitSign' || detail.status === 'finished';
}

/** To the report, and, while the customer may still rate or sign, to do so. */
export function DetailActions({ base, detail }: { base: TaskBase; detail: TaskDetail }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Flex gap={8} wrap>
      {hasReport(detail) && (
        <Button onClick={() => void navigate(taskHref(base, 'preview', detail.id))}>
          {t('service.toReport')}
        </Button>
      )}
      {(detail.canSign || detail.canComment) && (
        <Button type="primary" onClick={() => void navigate(taskHref(base, 'sign', detail.id))}>
          {t(detail.canSign ? 'service.toSign' : 'service.toRate')}
        </Button>
      )}
    </Flex>
  );
}
