import { Skeleton, Spin } from '@pest-portal/shared/antd';
import { useT } from '@pest-portal/shared';

/** What a remote area shows while its code loads. */
export function RemoteLoading() {
  const t = useT();
  return (
    <div aria-busy="true" aria-live="polite" style={{ padding: 24 }}>
      <Spin description={t('common.loading')} aria-label={t('common.loading')}>
        <Skeleton paragraph={{ rows: 6 }} />
      </Spin>
    </div>
  );
}
