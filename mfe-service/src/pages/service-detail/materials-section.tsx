import { type TaskMaterial } from '@pest-portal/shared/contract/service';
import { DataView } from '../../components/data-view/data-view';
import { DetailSection } from './detail-section';
import { useT } from '../../i18n';

/** Chemicals and materials used: what, how much, where and how; the registration number for a chemical. */
export function MaterialsSection({ materials }: { materials: TaskMaterial[] }) {
  const t = useT();
  const title = t('service.detail.materials');
  return (
    <DetailSection
      title={title}
      collapsible
      summary={t('service.detail.count', { count: materials.length })}
    >
      <DataView<TaskMaterial>
        label={title}
        rows={materials}
        rowKey={(m) => m.id}
        cardTitle={(m) => m.materialName}
        columns={[
          {
            key: 'name',
            title: t('service.material.name'),
            desktopOnly: true,
            render: (m) => m.materialName,
          },
          {
            key: 'kind',
            title: t('service.material.kind'),
            render: (m) => t(`service.material.kind.${m.kind}`),
          },
          {
            key: 'ingredient',
            title: t('service.material.ingredient'),
            render: (m) => m.activeIngredient ?? '-',
          },
          {
            key: 'registrationNo',
            title: t('service.material.registrationNo'),
            render: (m) => m.registrationNo ?? '-',
          },
          {
            key: 'quantity',
            title: t('service.material.quantity'),
            render: (m) => `${m.quantity} ${m.unit}`,
          },
          { key: 'area', title: t('service.material.area'), render: (m) => m.usageArea },
          { key: 'method', title: t('service.material.method'), render: (m) => m.usageMethod },
        ]}
        emptyText={t('service.detail.noMaterials')}
      />
    </DetailSection>
  );
}
