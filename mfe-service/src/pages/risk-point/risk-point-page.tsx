import { Tabs } from '@pest-portal/shared/antd/data';
import { useSearchParams } from '@pest-portal/shared/router';
import { PageFrame } from '../../components/page-frame';
import { RiskPointForm } from './risk-point-form';
import { RiskPointList } from './risk-point-list';
import { riskTabOf, type RiskTab } from './risk-point-search';
import { useRiskSelects } from './use-risk-selects';
import { useT } from '../../i18n';

/** /riskPoint: report a risk point, and follow the company's risk points to their closing. */
export function RiskPointPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = riskTabOf(params);
  const selects = useRiskSelects(tab === 'add');

  function show(next: RiskTab) {
    // The list's own filter and page belong to the list: a new tab starts from its defaults.
    setParams(next === 'list' ? { tab: 'list' } : {});
  }

  return (
    <PageFrame title="title.riskPoint">
      <Tabs
        activeKey={tab}
        onChange={(key) => show(key as RiskTab)}
        items={[
          {
            key: 'add',
            label: t('service.riskPoint.add'),
            children: (
              <div style={{ maxWidth: 640 }}>
                <RiskPointForm selects={selects} onAdded={() => show('list')} />
              </div>
            ),
          },
          {
            key: 'list',
            label: t('service.riskPoint.list'),
            children: <RiskPointList />,
          },
        ]}
      />
    </PageFrame>
  );
}
