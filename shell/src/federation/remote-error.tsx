import { Button, Result } from 'antd';
import { useT } from '@pest-portal/shared';

/** The error a broken, slow or absent remote shows in its own area, with a real Retry. */
export function RemoteError({ name, onRetry }: { name: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      role="alert"
      title={t('error.remoteLoad', { name })}
      subTitle={t('error.remoteLoadHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
