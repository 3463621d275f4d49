import { Alert, Button, Flex } from '@pest-portal/shared/antd';
import { useNavigate } from '@pest-portal/shared/router';
import { useT } from '../i18n';

interface LoadErrorProps {
  error: string;
  onRetry: () => void;
  /**
   * Where to go instead: a record that does not exist (or is not the user's) will not
   * appear on a retry, so its page also offers the way back to its list.
   */
  back?: { to: string; label: string };
}

/** A load that failed, said in place, with a retry (and a way back, when given). */
export function LoadError({ error, onRetry, back }: LoadErrorProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Alert
      type="error"
      showIcon
      title={t('service.loadFailed', { reason: error })}
      action={
        <Flex gap={8} wrap>
          {back && (
            <Button type="primary" onClick={() => void navigate(back.to)}>
              {back.label}
            </Button>
          )}
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </Flex>
      }
    />
  );
}
