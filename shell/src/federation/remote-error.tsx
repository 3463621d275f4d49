import { Button, Result } from '@pest-portal/shared/antd';
import { useT } from '@pest-portal/shared';
import { RemoteLoadError } from './remote-loader';

/**
 * The error a broken, slow, absent or incompatible remote shows in its own area, with a
 * real Retry. A remote built for another platform core, or on another federation runtime,
 * says so, with both versions.
 */
export function RemoteError({
  name,
  onRetry,
  error,
}: {
  name: string;
  onRetry: () => void;
  error?: unknown;
}) {
  const t = useT();
  const incompatibility = error instanceof RemoteLoadError ? error.incompatibility : undefined;
  return (
    <Result
      status="warning"
      role="alert"
      title={
        incompatibility ? t('error.remoteIncompatible', { name }) : t('error.remoteLoad', { name })
      }
      subTitle={
        incompatibility
          ? t(
              incompatibility.kind === 'runtime'
                ? 'error.remoteRuntimeHint'
                : 'error.remoteIncompatibleHint',
              { required: incompatibility.required, provided: incompatibility.provided },
            )
          : t('error.remoteLoadHint')
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
