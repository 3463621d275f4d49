import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from '@pest-portal/shared/antd';
import { DataView } from '../../components/data-view/data-view';
import { LoadError } from '../../components/load-error';
import { queryFailure } from '../../components/query-failure';
import { currentYear } from './plan-period';
import { Completion } from './completion';
import { flattenOrganization, type OrganizationRow } from './flatten-organization';
import { organizationQuery } from '../../queries/organization-query';
import { useT } from '../../i18n';

/** Plan completion down the company tree (this year); a company opens its visits. */
export function OrganizationTable({ onOpen }: { onOpen: (memberId: number) => void }) {
  const t = useT();
  const organization = useQuery(organizationQuery(currentYear()));
  const { data } = organization;
  const { error, retry } = queryFailure(organization);
  if (error) return <LoadError error={error} onRetry={retry} />;
  const label = t('service.plan.byMember');
  return (
    <DataView<OrganizationRow>
      label={label}
      rows={data ? flattenOrganization(data) : []}
      rowKey={(r) => r.memberId}
      loading={organization.isFetching}
      cardTitle={(r) => r.memberName}
      cardExtra={(r) => (
        <Button
          type="link"
          size="small"
          onClick={() => onOpen(r.memberId)}
          aria-label={t('service.plan.openMember', { name: r.memberName })}
        >
          {t('service.plan.orders')}
        </Button>
      )}
      columns={[
        {
          key: 'member',
          title: t('service.col.member'),
          desktopOnly: true,
          render: (r) => (
            <span style={{ paddingLeft: r.depth * 20 }}>
              <Typography.Link
                onClick={() => onOpen(r.memberId)}
                aria-label={t('service.plan.openMember', { name: r.memberName })}
              >
                {r.memberName}
              </Typography.Link>
            </span>
          ),
        },
        { key: 'planned', title: t('service.plan.planned'), render: (r) => r.planned },
        { key: 'served', title: t('service.plan.served'), render: (r) => r.served },
        { key: 'finished', title: t('service.plan.finished'), render: (r) => r.finished },
        {
          key: 'rate',
          title: t('service.plan.rate'),
          render: (r) => (
            <Completion
              rate={r.completionRate}
              label={`${r.memberName} ${t('service.plan.rate')}`}
            />
          ),
        },
      ]}
    />
  );
}
