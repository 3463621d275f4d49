import { useQuery } from '@tanstack/react-query';
import { Flex } from '@pest-portal/shared/antd';
import { Radio } from '@pest-portal/shared/antd/data';
import {
  RISK_STATUSES,
  type RiskPoint,
  type RiskStatus,
} from '@pest-portal/shared/contract/service';
import { formatTime } from '@pest-portal/shared/ui';
import { DataView } from '../../components/data-view/data-view';
import { LoadError } from '../../components/load-error';
import { PAGE_SIZE } from '../../components/paging';
import { PhotoStrip } from '../../components/photo-strip';
import { queryFailure } from '../../components/query-failure';
import { RiskGradeTag, RiskStatusTag } from '../../components/risk-status-tag';
import { useSearchUpdate } from '../../components/use-search-update';
import { riskPointPageQuery } from '../../queries/risk-point-page-query';
import { useT } from '../../i18n';
import { riskPointPageInput } from './risk-point-search';

const ALL = 'all';

/**
 * Every risk point of the company and where it stands; status and page in the URL. A risk
 * point added meanwhile shows at once: adding one invalidates these lists.
 */
export function RiskPointList() {
  const t = useT();
  const [params, update] = useSearchUpdate();
  const input = riskPointPageInput(params);
  const { status, pageNum } = input;
  // The page on screen stays while the next one loads.
  const list = useQuery(riskPointPageQuery(input));
  const { data } = list;
  const { error, retry } = queryFailure(list);
  const label = t('service.riskPoint.list');

  return (
    <Flex vertical gap={12}>
      <Radio.Group
        optionType="button"
        aria-label={t('service.risk.status')}
        value={status ?? ALL}
        onChange={(e) =>
          update({ status: e.target.value === ALL ? null : String(e.target.value), page: null })
        }
        options={[
          { value: ALL, label: t('service.filter.all') },
          ...RISK_STATUSES.map((s: RiskStatus) => ({
            value: s,
            label: t(`service.riskStatus.${s}`),
          })),
        ]}
      />
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : (
        <DataView<RiskPoint>
          label={label}
          rows={data?.list ?? []}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          cardTitle={(r) => `${r.riskTypeName} · ${r.location}`}
          cardExtra={(r) => <RiskStatusTag status={r.status} />}
          paging={{
            pageNum,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            onChange: (n) => update({ page: n > 1 ? String(n) : null }),
          }}
          emptyText={t('service.riskPoint.empty')}
          // Eleven columns in the 1,170 px a 1440 px screen leaves: each at its header's width,
          // names and free text wrapping rather than cut (a one-line cut left "华东餐饮..." and
          // "2026-11-2..."), the read text a little wider.
          columns={[
            {
              key: 'type',
              title: t('service.risk.type'),
              desktopOnly: true,
              wrap: true,
              render: (r) => r.riskTypeName,
            },
            {
              key: 'location',
              title: t('service.risk.location'),
              desktopOnly: true,
              wrap: true,
              render: (r) => r.location,
            },
            {
              key: 'pest',
              title: t('service.risk.pest'),
              wrap: true,
              render: (r) => r.pestName ?? '-',
            },
            {
              key: 'grade',
              title: t('service.risk.grade'),
              render: (r) => <RiskGradeTag name={r.riskGradeName} level={r.riskGradeLevel} />,
            },
            {
              key: 'description',
              title: t('service.risk.description'),
              width: 132,
              wrap: true,
              render: (r) => r.description,
            },
            {
              key: 'images',
              title: t('service.risk.images'),
              render: (r) => (
                <PhotoStrip
                  size={40}
                  photos={r.images.map((url, i) => ({
                    url,
                    alt: t('service.risk.imageAlt', { n: i + 1 }),
                  }))}
                />
              ),
            },
            {
              key: 'source',
              title: t('service.risk.source'),
              width: 96,
              render: (r) => t(`service.riskSource.${r.source}`),
            },
            {
              key: 'member',
              title: t('service.col.member'),
              width: 124,
              wrap: true,
              render: (r) => r.memberName,
            },
            {
              key: 'status',
              title: t('service.risk.status'),
              desktopOnly: true,
              render: (r) => <RiskStatusTag status={r.status} />,
            },
            {
              key: 'handleNote',
              title: t('service.risk.handleNote'),
              wrap: true,
              render: (r) => r.handleNote ?? '-',
            },
            {
              key: 'createTime',
              title: t('service.risk.createTime'),
              // The date on one line, the time under it.
              width: 120,
              wrap: true,
              render: (r) => formatTime(r.createTime),
            },
          ]}
        />
      )}
    </Flex>
  );
}
