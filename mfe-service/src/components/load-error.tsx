import { Alert, Button } from 'antd';
import { useT } from '../i18n';

/** A load that failed, said in place, with a retry. */
export function LoadError({ error, onRetry }: { error: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={t('service.loadFailed', { reason: error })}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
