import { Result } from 'antd';
import { paths, useT as useCoreT, type PathName } from '@pest-portal/shared';
import { useT } from '../../i18n';

/**
 * Stands in for a page of this section that is not delivered yet (group home, data
 * trends): the route, its title and breadcrumb already work, and the page says plainly
 * that it is on its way rather than showing made-up data.
 */
export function SectionPending({ name }: { name: PathName }) {
  const coreT = useCoreT();
  const t = useT();
  return (
    <Result status="info" title={coreT(paths[name].title)} subTitle={t('dashboard.pending')} />
  );
}
