import { Button, Result } from '@pest-portal/shared/antd';
import { useNavigate } from '@pest-portal/shared/router';
import { useSessionStore, useT } from '@pest-portal/shared';
import { homePathFor } from './landing';

/** An unknown path, shown inside the layout so the menu still leads somewhere. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const isHq = useSessionStore((s) => s.isHq);
  return (
    <Result
      // Not antd's 404 illustration: its own blues are outside the theme (issue 8).
      status="warning"
      title={t('title.notFound')}
      subTitle={t('notFound.hint')}
      extra={
        <Button type="primary" onClick={() => navigate(homePathFor(isHq))}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
