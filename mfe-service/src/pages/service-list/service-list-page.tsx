import { PageFrame } from '../../components/page-frame';
import { ServiceList } from './service-list';

/** /serviceReport: every visit of the company, filtered, sorted and exported. */
export function ServiceListPage() {
  return (
    <PageFrame title="title.serviceReport">
      <ServiceList base="serviceReport" />
    </PageFrame>
  );
}
