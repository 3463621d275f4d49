import { Result } from '@pest-portal/shared/antd';
import { useT } from '../i18n';

/** A detail page opened without a usable ?id=. */
export function MissingId() {
  const t = useT();
  return <Result status="warning" title={t('service.missingId')} />;
}
