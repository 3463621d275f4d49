import { Result } from 'antd';
import { paths, useT, type PathName } from '@pest-portal/shared';

/**
 * Stands in for a page of this section until its own issue delivers it: the route, its
 * title and breadcrumb already work, and the page says plainly that it is on its way
 * rather than showing made-up data.
 */
export function SectionPending({ name }: { name: PathName }) {
  const t = useT();
  return (
    <Result status="info" title={t(paths[name].title)} subTitle={t('qualification.pending')} />
  );
}
