import { type RiskPoint } from '@pest-portal/shared/contract/service';
import { DataView } from '../../components/data-view/data-view';
import { PhotoStrip } from '../../components/photo-strip';
import { RiskGradeTag, RiskStatusTag } from '../../components/risk-status-tag';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

/** Risks found on the visit: facility and hygiene (risk/list) and pest risks (pestRisk/list), one list. */
export function RisksSection({ risks }: { risks: RiskPoint[] }) {
  const t = useT();
  const title = t('service.detail.risks');
  return (
    <DetailSection
      title={title}
      collapsible
      summary={t('service.detail.count', { count: risks.length })}
    >
      <DataView<RiskPoint>
        label={title}
        rows={risks}
        rowKey={(r) => r.id}
        cardTitle={(r) => `${r.riskTypeName} · ${r.location}`}
        cardExtra={(r) => <RiskStatusTag status={r.status} />}
        columns={[
          {
            key: 'type',
            title: t('service.risk.type'),
            desktopOnly: true,
            render: (r) => r.riskTypeName,
          },
          { key: 'pest', title: t('service.risk.pest'), render: (r) => r.pestName ?? '-' },
          {
            key: 'grade',
            title: t('service.risk.grade'),
            render: (r) => <RiskGradeTag name={r.riskGradeName} level={r.riskGradeLevel} />,
          },
          {
            key: 'location',
            title: t('service.risk.location'),
            desktopOnly: true,
            render: (r) => r.location,
          },
          {
            key: 'description',
            title: t('service.risk.description'),
            render: (r) => r.description,
          },
          {
            key: 'suggestion',
            title: t('service.risk.suggestion'),
            render: (r) => r.suggestion ?? '-',
          },
          {
            key: 'images',
            title: t('service.risk.images'),
            render: (r) => (
              <PhotoStrip
                size={48}
                photos={r.images.map((url, i) => ({
                  url,
                  alt: t('service.risk.imageAlt', { n: i + 1 }),
                }))}
              />
            ),
          },
          {
            key: 'status',
            title: t('service.risk.status'),
            desktopOnly: true,
            render: (r) => <RiskStatusTag status={r.status} />,
          },
        ]}
        emptyText={t('service.detail.noRisks')}
      />
    </DetailSection>
  );
}
